import { teacherClassIds, teacherCourseIds } from '../db/teacher-scope';
import { classLabel } from '../db/school-records';
import { findClash, type Slot } from '../../server/areas/schedule/overlap';
import { db } from '../db/store';
import type { ScheduleRow } from '../db/teaching-types';
import type { Body } from '../lib/body';
import { addDays, daysBetween, isDay } from '../lib/day';
import { named, type Lang } from '../lib/lang';
import { bad, MockError } from '../lib/reply';
import { t } from '../lib/lang';
import { field, int, text } from '../lib/validate';

// Reading and checking a schedule write (docs/api.md "Schedule"): the lesson's fields, the
// teacher's own classes and courses (403 otherwise), end after start, and the clash rule of
// server/areas/schedule/overlap.ts against every other planned lesson.

export const SCHEDULE_ID = field('scheduleId', '课表编号', 'Schedule id');
const CLASS = field('classId', '班级', 'Class');
const COURSE = field('courseId', '课程', 'Course');
const LESSON = field('lessonId', '课时', 'Lesson');
const DATE = field('date', '日期', 'Date');
const START = field('startTime', '开始时间', 'Start time');
const END = field('endTime', '结束时间', 'End time');
const PLACE = field('place', '上课地点', 'Place');
const UNTIL = field('repeatUntil', '每周重复至', 'Repeat weekly until');
/** A weekly series is at most a school year long. */
export const MAX_SERIES_WEEKS = 52;

export type LessonFields = Pick<
  ScheduleRow,
  'teacherUserId' | 'schoolId' | 'classId' | 'courseId' | 'lessonId' | 'date' | 'startTime' | 'endTime' | 'place'
>;

function forbidden(lang: Lang, zh: string, en: string): never {
  throw new MockError(403, t(lang, zh, en));
}

export function readDay(lang: Lang, body: Body, f = DATE, required = true): string {
  const value = text(lang, body, f, { required, max: 10 });
  if (value && !isDay(value)) bad(lang, `${f.zh}必须是 yyyy-MM-dd 格式的日期`, `${f.en} must be a date as yyyy-MM-dd`);
  return value;
}

function readTime(lang: Lang, body: Body, f: typeof START): string {
  const value = text(lang, body, f, { required: true, max: 5 });
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(value))
    bad(lang, `${f.zh}必须是 HH:mm 格式`, `${f.en} must be a time as HH:mm`);
  return value;
}

/** Start and end of a lesson, the end after the start. */
export function readTimes(lang: Lang, body: Body): { startTime: string; endTime: string } {
  const startTime = readTime(lang, body, START);
  const endTime = readTime(lang, body, END);
  if (endTime <= startTime) bad(lang, '结束时间必须晚于开始时间', 'The end time must be after the start time');
  return { startTime, endTime };
}

/** The lesson's fields for `teacherUserId`, who must teach the class and the course. */
export function readLesson(lang: Lang, body: Body, teacherUserId: number): LessonFields {
  const classId = int(lang, body, CLASS, { required: true });
  const courseId = int(lang, body, COURSE, { required: true });
  const lessonId = int(lang, body, LESSON) || null;
  const klass = db().classes.find((c) => c.classId === classId) ?? bad(lang, '班级不存在', 'The class does not exist');
  if (!db().courses.some((c) => c.courseId === courseId)) bad(lang, '课程不存在', 'The course does not exist');
  if (!teacherClassIds(teacherUserId).has(classId)) {
    forbidden(lang, '只能为自己任教的班级排课', 'You can only plan lessons for the classes you teach');
  }
  if (!teacherCourseIds(teacherUserId).has(courseId)) {
    forbidden(lang, '只能为自己任教的课程排课', 'You can only plan lessons of the courses you teach');
  }
  if (lessonId !== null && !db().lessons.some((l) => l.lessonId === lessonId && l.courseId === courseId)) {
    bad(lang, '课时不属于该课程', 'The lesson is not one of the course’s lessons');
  }
  const date = readDay(lang, body);
  return {
    teacherUserId,
    schoolId: klass.schoolId,
    classId,
    courseId,
    lessonId,
    date,
    ...readTimes(lang, body),
    place: text(lang, body, PLACE, { max: 100 }),
  };
}

/** The last date of a weekly series starting on `date`, or '' for a single lesson. */
export function readRepeatUntil(lang: Lang, body: Body, date: string): string {
  const until = readDay(lang, body, UNTIL, false);
  if (!until) return '';
  if (until < date) bad(lang, '每周重复至的日期不能早于上课日期', 'Repeat weekly until cannot be before the date');
  if (daysBetween(date, until) > MAX_SERIES_WEEKS * 7) {
    bad(lang, `每周重复最多 ${MAX_SERIES_WEEKS} 周`, `A weekly series lasts at most ${MAX_SERIES_WEEKS} weeks`);
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

const courseName = (lang: Lang, courseId: number) => {
  const c = db().courses.find((x) => x.courseId === courseId);
  return c ? named(lang, c.title, c.titleEn) : '';
};

/**
 * Refuses the write when one of `slots` overlaps another planned lesson of the same teacher or
 * the same class; `replacing` are the rows the write changes (they do not clash with themselves).
 * The message names the lesson in the way: class, course, date and time.
 */
export function refuseClashes(lang: Lang, slots: Slot[], replacing: ReadonlySet<number>): void {
  const others = db().schedules.filter((s) => !replacing.has(s.scheduleId));
  for (const slot of slots) {
    const clash = findClash(slot, others);
    if (!clash) continue;
    const klass = classLabel(
      lang,
      db().classes.find((c) => c.classId === clash.classId),
    );
    const what = `${klass} · ${courseName(lang, clash.courseId)} · ${clash.date} ${clash.startTime}-${clash.endTime}`;
    const who =
      clash.teacherUserId === slot.teacherUserId ? t(lang, '该教师', 'the teacher') : t(lang, '该班级', 'the class');
    bad(lang, `时间冲突：${who}已有课程 ${what}`, `Time clash: ${who} already has a lesson ${what}`);
  }
}

export { courseName };
