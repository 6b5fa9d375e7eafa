import { and, eq } from 'drizzle-orm';
import { addDays, daysBetween } from '../../lib/day';
import { classes, courses, lessons } from '../../db/schema';
import type { Db } from '../../db/types';
import { ApiError, fail } from '../../lib/errors';
import type { LessonInput, NewLessonsInput } from './schema';
import { teacherClassIds, teacherCourseIds } from './scope';

// Reading and checking a schedule write (docs/api.md "Schedule"): the lesson's fields, the
// teacher's own classes and courses (403 otherwise), the end after the start, a weekly series'
// end. The clash rule is clash.ts.

/** A weekly series is at most a school year long. */
const MAX_SERIES_WEEKS = 52;

export interface LessonFields {
  teacherUserId: number;
  schoolId: number;
  classId: number;
  courseId: number;
  lessonId: number | null;
  date: string;
  startTime: string;
  endTime: string;
  place: string;
}

const forbidden = (zh: string, en: string): never => {
  throw new ApiError('forbidden', { zh, en });
};

/** Start and end of a lesson, the end after the start. */
export function checkTimes({ startTime, endTime }: { startTime: string; endTime: string }) {
  if (endTime <= startTime) fail('结束时间必须晚于开始时间', 'The end time must be after the start time');
  return { startTime, endTime };
}

/** The lesson's fields for `teacherUserId`, who must teach the class and the course. */
export async function readLesson(
  db: Db,
  input: Omit<LessonInput, 'scheduleId' | 'scope'>,
  teacherUserId: number,
): Promise<LessonFields> {
  const { classId, courseId, date } = input;
  const lessonId = input.lessonId || null;
  const [klass] = await db.select({ schoolId: classes.schoolId }).from(classes).where(eq(classes.classId, classId));
  if (!klass) fail('班级不存在', 'The class does not exist');
  const [course] = await db.select({ id: courses.courseId }).from(courses).where(eq(courses.courseId, courseId));
  if (!course) fail('课程不存在', 'The course does not exist');
  if (!(await teacherClassIds(db, teacherUserId)).has(classId)) {
    forbidden('只能为自己任教的班级排课', 'You can only plan lessons for the classes you teach');
  }
  if (!(await teacherCourseIds(db, teacherUserId)).has(courseId)) {
    forbidden('只能为自己任教的课程排课', 'You can only plan lessons of the courses you teach');
  }
  if (lessonId !== null) {
    const [lesson] = await db
      .select({ id: lessons.lessonId })
      .from(lessons)
      .where(and(eq(lessons.lessonId, lessonId), eq(lessons.courseId, courseId)));
    if (!lesson) fail('课时不属于该课程', 'The lesson is not one of the course’s lessons');
  }
  return {
    teacherUserId,
    schoolId: klass.schoolId,
    classId,
    courseId,
    lessonId,
    date,
    ...checkTimes(input),
    place: input.place,
  };
}

/** The last date of a weekly series starting on `date`, or '' for a single lesson. */
export function readRepeatUntil(input: Pick<NewLessonsInput, 'repeatUntil'>, date: string): string {
  const until = input.repeatUntil;
  if (!until) return '';
  if (until < date) fail('每周重复至的日期不能早于上课日期', 'Repeat weekly until cannot be before the date');
  if (daysBetween(date, until) > MAX_SERIES_WEEKS * 7) {
    fail(`每周重复最多 ${MAX_SERIES_WEEKS} 周`, `A weekly series lasts at most ${MAX_SERIES_WEEKS} weeks`);
  }
  return until;
}

/** Every week's date from `date` to `until` (just `date` without an end). */
export function weeklyDates(date: string, until: string): string[] {
  const dates = [date];
  if (!until) return dates;
  for (let next = addDays(date, 7); next <= until; next = addDays(next, 7)) dates.push(next);
  return dates;
}

export { addDays, daysBetween };
