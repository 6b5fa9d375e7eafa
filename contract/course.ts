import type { Status } from './records';

// A course's stored record, as the server keeps and answers it and the console's screens hold it.

/** A course as stored: both languages side by side (`title` Chinese, `titleEn` English). */
export interface Course {
  courseId: number;
  title: string;
  titleEn: string;
  description: string;
  descriptionEn: string;
  gradeStart: number;
  gradeEnd: number;
  disciplineId: number;
  subjectId: number;
  classHours: number;
  /** comma-joined */
  tags: string;
  /** the cover image's address, '' when none */
  cover: string;
  teachingAids: string;
  schoolIds: number[];
  status: Status;
  createTime?: string;
  updateTime?: string;
}
