import type { LessonRow } from '../rows/business';
import { seeded } from './audit';
import { courseTopics, seededLessonCount, SEEDED_COURSE_COUNT } from './courses';

// The lessons (class hours) of every seeded course, generated from the course's themes: each
// theme first on its own, then in later rounds as a hands-on lesson, a challenge and an extension.

const ROUNDS: ReadonlyArray<{ zh: (t: string) => string; en: (t: string) => string; about: string }> = [
  { zh: (t) => t, en: (t) => t, about: '认识并观察' },
  { zh: (t) => `${t}：动手实践`, en: (t) => `${t}: hands-on`, about: '分组动手实践' },
  { zh: (t) => `${t}：挑战任务`, en: (t) => `${t}: challenge`, about: '完成挑战任务' },
  { zh: (t) => `${t}：拓展探究`, en: (t) => `${t}: going further`, about: '拓展探究' },
];

/** Lessons get ids in course order, so a course's lessons have consecutive ids. */
export const seedLessons = (): LessonRow[] => {
  const lessons: LessonRow[] = [];
  for (let courseId = 1; courseId <= SEEDED_COURSE_COUNT; courseId++) {
    const topics = courseTopics(courseId);
    const count = seededLessonCount(courseId);
    for (let n = 0; n < count; n++) {
      const topic = topics[n % topics.length];
      const round = ROUNDS[Math.floor(n / topics.length) % ROUNDS.length];
      lessons.push({
        lessonId: lessons.length + 1,
        courseId,
        sort: n + 1,
        title: round.zh(topic.zh),
        titleEn: round.en(topic.en),
        description: `围绕“${topic.zh}”${round.about}，记录发现并在小组内交流。`,
        ...seeded('2024-09-06 10:00:00', 'leader'),
      });
    }
  }
  return lessons;
};
