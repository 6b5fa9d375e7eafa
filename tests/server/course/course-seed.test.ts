import { describe, expect, it } from 'vitest';
import { SAMPLE_FILES } from '../../../server/db/seed/samples/sample-files';
import { courseFiles, courses, disciplines, lessons, subjects } from '../../../server/db/schema';
import { db } from '../helpers/harness';

// The seeded catalogue is what every course screen shows first: read here from the server's
// tables.

const tables = async () => ({
  courses: await db().select().from(courses),
  disciplines: await db().select().from(disciplines),
  subjects: await db().select().from(subjects),
  lessons: await db().select().from(lessons).orderBy(lessons.courseId, lessons.sort),
  courseFiles: await db().select().from(courseFiles),
});

describe('the seeded course catalogue', () => {
  it('has at least 40 bilingual courses over at least 6 disciplines and 200 lessons', async () => {
    const { courses, disciplines, lessons } = await tables();
    expect(courses.length).toBeGreaterThanOrEqual(40);
    expect(disciplines.length).toBeGreaterThanOrEqual(6);
    expect(lessons.length).toBeGreaterThanOrEqual(200);
    expect(new Set(courses.map((c) => c.disciplineId)).size).toBe(disciplines.length);
    for (const c of courses) {
      expect(c.title && c.titleEn && c.description && c.descriptionEn).toBeTruthy();
      expect(c.gradeStart).toBeGreaterThanOrEqual(1);
      expect(c.gradeEnd).toBeLessThanOrEqual(12);
      expect(c.gradeEnd).toBeGreaterThanOrEqual(c.gradeStart);
    }
  });

  it("puts every course's subject under the course's discipline", async () => {
    const { courses, subjects } = await tables();
    for (const c of courses)
      expect(subjects.find((s) => s.subjectId === c.subjectId)?.disciplineId).toBe(c.disciplineId);
  });

  it('numbers lessons 1..n per course, as many as the class hours for most courses', async () => {
    const { courses, lessons } = await tables();
    const agreeing = courses.filter((c) => {
      const own = lessons.filter((l) => l.courseId === c.courseId);
      expect(own.map((l) => l.sort)).toEqual(own.map((_, i) => i + 1));
      return own.length === c.classHours;
    });
    expect(agreeing.length).toBeGreaterThan(courses.length * 0.8);
    expect(agreeing.length).toBeLessThan(courses.length);
  });

  it('gives course-level and lesson files of every kind, pointing at samples of the same type', async () => {
    const { courseFiles, lessons } = await tables();
    const kinds = (level: 'course' | 'lesson') =>
      new Set(courseFiles.filter((f) => (f.lessonId === null) === (level === 'course')).map((f) => f.kind));
    expect(kinds('course')).toEqual(new Set(['courseware', 'instructional', 'learning']));
    expect(kinds('lesson')).toEqual(new Set(['courseware', 'material', 'learning']));
    for (const f of courseFiles) {
      const sample = SAMPLE_FILES.find((s) => f.url.includes(`/${s.ossId}/`));
      expect(sample?.contentType).toBe(f.contentType);
      expect(f.fileName.split('.').pop()).toBe(sample?.fileName.split('.').pop());
      if (f.lessonId !== null) expect(lessons.find((l) => l.lessonId === f.lessonId)?.courseId).toBe(f.courseId);
    }
    expect(courseFiles.some((f) => f.downloadable)).toBe(true);
    expect(courseFiles.some((f) => !f.downloadable)).toBe(true);
  });
});
