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

/** What the editor sends. */
export interface ScheduleForm {
  scheduleId?: number;
  /** only an administrator names the teacher; a teacher plans their own lessons */
  teacherUserId?: number;
  classId?: number;
  courseId?: number;
  lessonId?: number | null;
  date?: string;
  startTime?: string;
  endTime?: string;
  place?: string;
  /** a new lesson repeats weekly until this date (none: a single lesson) */
  repeatUntil?: string;
  scope?: SeriesScope;
}

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
