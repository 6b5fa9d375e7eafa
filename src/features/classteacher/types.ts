import type { z } from 'zod';
import type { newClassTeacher } from '@contract/schemas/class-teacher';

/** One teacher teaching one subject in one class; names are in the request's language. */
export interface ClassTeacher {
  classTeacherId: number;
  schoolId: number;
  schoolName: string;
  classId: number;
  className: string;
  userId: number;
  userName: string;
  teacherName: string;
  subjectId: number;
  subjectName: string;
  createBy?: string;
  createTime?: string;
}

/**
 * The dialog's values: the body the server checks (contract/schemas/class-teacher.ts), and the
 * school its choices are for. An assignment is only created or removed: the form never carries an id.
 */
export type ClassTeacherForm = z.input<typeof newClassTeacher> & { classTeacherId?: never; schoolId?: number };

/**
 * The choices of the filters and the dialog: the schools the user sees and, for one school (the
 * one asked for, or the user's only school: `schoolId`), its classes and teachers.
 */
export interface ClassTeacherOptions {
  schoolId: number | null;
  schools: { schoolId: number; schoolName: string }[];
  classes: { classId: number; className: string }[];
  teachers: { userId: number; name: string; userName: string }[];
  subjects: { subjectId: number; subjectName: string }[];
}
