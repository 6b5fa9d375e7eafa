import type { Audit } from './account';
import type { LessonFields } from '../../../areas/schedule/body';

// Tables behind the teacher's workspace: the schedule, which lessons were taught, the resource
// library and the teaching-aid shop.

/**
 * One planned lesson of a teacher with a class. Occurrences of a weekly series share `seriesId`
 * (null for a single lesson); each occurrence is its own row, so one can move without the others.
 */
export interface ScheduleRow extends LessonFields, Audit {
  scheduleId: number;
  seriesId: number | null;
}

/** A lesson a teacher marked taught for one of their classes (at most one row per lesson and class). */
export interface LessonTaughtRow {
  teacherUserId: number;
  classId: number;
  courseId: number;
  lessonId: number;
  taughtAt: string;
}

/** A file of the resource library. */
export interface ResourceRow extends Audit {
  resourceId: number;
  title: string;
  titleEn: string;
  description: string;
  descriptionEn: string;
  /** dict resource_type */
  resourceType: string;
  disciplineId: number;
  subjectId: number;
  /** 1–12 */
  grade: number;
  fileName: string;
  url: string;
  size: number;
  downloadable: boolean;
  /** the lessons that use it */
  lessonIds: number[];
}

/** A teaching aid or experiment kit of the shop's catalogue. */
export interface TeachingAidRow extends Audit {
  aidId: number;
  /** 'aid' a teaching aid, 'kit' an experiment kit */
  kind: 'aid' | 'kit';
  name: string;
  nameEn: string;
  description: string;
  descriptionEn: string;
  disciplineId: number;
  gradeStart: number;
  gradeEnd: number;
  photos: string[];
  /** what the box contains */
  contents: { name: string; nameEn: string; quantity: number }[];
  /** the courses that use it */
  courseIds: number[];
}

/** A teacher's "ask for this": reaches the school's administrators. Status 0 new, 1 handled, 2 declined. */
export interface AidRequestRow extends Audit {
  requestId: number;
  aidId: number;
  teacherUserId: number;
  schoolId: number;
  quantity: number;
  note: string;
  status: '0' | '1' | '2';
}
