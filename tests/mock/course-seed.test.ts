import { describe, expect, it } from 'vitest';
import { db } from '@mock/db';
import { SAMPLE_FILES } from '@mock/db/sample-files';

// The seeded catalogue is what every course screen shows first: it must be big and consistent.

describe('the seeded course catalogue', () => {
  it('has at least 40 bilingual courses over at least 6 disciplines and 200 lessons', () => {
    const { courses, disciplines, lessons } = db();
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

  it("puts every course's subject under the course's discipline", () => {
    const { courses, subjects } = db();
    for (const c of courses)
      expect(subjects.find((s) => s.subjectId === c.subjectId)?.disciplineId).toBe(c.disciplineId);
  });

  it('numbers lessons 1..n per course, as many as the class hours for most courses', () => {
    const { courses, lessons } = db();
    const agreeing = courses.filter((c) => {
      const own = lessons.filter((l) => l.courseId === c.courseId);
      expect(own.map((l) => l.sort)).toEqual(own.map((_, i) => i + 1));
      return own.length === c.classHours;
    });
    expect(agreeing.length).toBeGreaterThan(courses.length * 0.8);
    expect(agreeing.length).toBeLessThan(courses.length);
  });

  it('gives course-level and lesson files of every kind, pointing at samples of the same type', () => {
    const { courseFiles, lessons } = db();
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

describe('course stress seed (bench only)', () => {
  it('grows the catalogue to the number asked with copies under new ids and titles, and only once', async () => {
    const { addCourseCopies } = await import('@mock/db/seed/stress-courses');
    const data = { courses: db().courses.slice() };
    const seededCount = data.courses.length;
    expect(addCourseCopies(data, 1000)).toBe(1000);
    expect(addCourseCopies(data, 1000)).toBe(1000);
    const ids = data.courses.map((c) => c.courseId);
    expect(new Set(ids).size).toBe(1000);
    const titles = data.courses.slice(seededCount).map((c) => c.title);
    expect(new Set(titles).size).toBe(titles.length);
  });
});
