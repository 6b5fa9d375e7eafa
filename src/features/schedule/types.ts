import type { z } from 'zod';
import type { changedLesson, newLessons } from '@contract/schemas/schedule';

/** One planned lesson as the schedule calls answer it (names in the request's language). */
export interface ScheduleItem {
  scheduleId: number;
  teacherUserId: number;
  teacherName: string;
  schoolId: number;
  classId: number;
  className: string;
  courseId: number;
  courseTitle: string;
  lessonId: number | null;
  lessonTitle: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm */
  startTime: string;
  endTime: string;
  place: string;
  /** shared by the occurrences of a weekly series; null for a single lesson */
  seriesId: number | null;
  seriesCount: number;
  /** the series' last date, '' for a single lesson */
  seriesEnd: string;
  createTime?: string;
  updateTime?: string;
}

/** Which lessons a change or a delete reaches: this one, or this and the following of its series. */
export type SeriesScope = 'one' | 'series';

/**
 * What the editor sends: a new lesson's body, or a changed one's with its id and scope, as the
 * schedule calls take them (contract/schemas/schedule.ts), each unset until the form holds it. Only
 * an administrator names the teacher (a teacher plans their own lessons); a new lesson repeats
 * weekly until `repeatUntil` (none: a single lesson).
 */
export type ScheduleForm = Partial<z.input<typeof newLessons> & z.input<typeof changedLesson>>;

/** The calendar's drag and resize: one occurrence to another time. */
export interface ScheduleMove {
  scheduleId: number;
  date: string;
  startTime: string;
  endTime: string;
}

export interface ScheduleOptions {
  teachers: { userId: number; name: string }[];
  classes: { classId: number; className: string }[];
  courses: { courseId: number; title: string; lessons: { lessonId: number; title: string }[] }[];
}
