import type { CourseFileRow, CourseRow, LessonRow } from './business-types';
import { LESSON_LISTS } from './course-file-lists';
import { db } from './store';
import { teacherClassIds } from './teacher-scope';
import type { ScheduleRow } from './teaching-types';

// What the teacher's own calls answer about courses, lessons, classes and the schedule. Files go
// out without their address: the preview and download calls (by file id) are the only way to the
// bytes, so a file that may not be downloaded cannot be fetched through a link either.

/** A lesson file as the teacher's pages get it: no address (see above). */
export const teacherFile = (f: CourseFileRow) => ({
  fileId: f.fileId,
  fileName: f.fileName,
  size: f.size,
  contentType: f.contentType,
  downloadable: f.downloadable,
});

/** The lessons of a course in their order. */
export const lessonsOf = (courseId: number): LessonRow[] =>
  db()
    .lessons.filter((l) => l.courseId === courseId)
    .sort((a, b) => a.sort - b.sort);

/** A lesson's three file lists (courseware, materials, learning resources), each in its order. */
export function lessonFiles(lesson: LessonRow) {
  const files = db()
    .courseFiles.filter((f) => f.courseId === lesson.courseId && f.lessonId === lesson.lessonId)
    .sort((a, b) => a.sort - b.sort);
  return Object.fromEntries(
    Object.entries(LESSON_LISTS).map(([list, kind]) => [list, files.filter((f) => f.kind === kind).map(teacherFile)]),
  );
}

/**
 * The teacher's classes that had each lesson of a course: lessonId → class ids. A lesson is taught
 * once per class, whichever of the class's teachers marked it.
 */
export function taughtClasses(userId: number, courseId: number): Map<number, Set<number>> {
  const mine = teacherClassIds(userId);
  const out = new Map<number, Set<number>>();
  for (const row of db().lessonsTaught) {
    if (row.courseId !== courseId || !mine.has(row.classId)) continue;
    out.set(row.lessonId, (out.get(row.lessonId) ?? new Set()).add(row.classId));
  }
  return out;
}

/** A course's progress for the teacher: lessons taught (to any of their classes) out of all. */
export function progressOf(userId: number, course: CourseRow) {
  const lessons = lessonsOf(course.courseId);
  const taught = taughtClasses(userId, course.courseId);
  return { lessonCount: lessons.length, taughtCount: lessons.filter((l) => taught.has(l.lessonId)).length };
}

/** A schedule row with the names of its class, course and lesson in both languages. */
export function scheduleItem(row: ScheduleRow) {
  const data = db();
  const klass = data.classes.find((c) => c.classId === row.classId);
  const course = data.courses.find((c) => c.courseId === row.courseId);
  const lesson = row.lessonId === null ? undefined : data.lessons.find((l) => l.lessonId === row.lessonId);
  return {
    scheduleId: row.scheduleId,
    date: row.date,
    startTime: row.startTime,
    endTime: row.endTime,
    place: row.place,
    classId: row.classId,
    className: klass?.className ?? '',
    classNameEn: klass?.classNameEn ?? '',
    courseId: row.courseId,
    courseTitle: course?.title ?? '',
    courseTitleEn: course?.titleEn ?? '',
    lessonId: row.lessonId,
    lessonTitle: lesson?.title ?? '',
    lessonTitleEn: lesson?.titleEn ?? '',
  };
}
