import { sql } from 'drizzle-orm';
import { char, check, index, numeric, pgTable, unique, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from './audit';
import { bilingual, identity, reference, wallClock } from './columns';
import { classes, schools } from './schools';

// A class's students and their scores (docs/api.md "Classes, students and scores"). A class of
// 3,000 students pages, counts and sorts in SQL: the roster is read through (class, number).

/** A student of a class; the student number is unique within the school (the roster's key). */
export const students = pgTable(
  'school_student',
  {
    studentId: identity('student_id'),
    schoolId: reference('school_id', () => schools.schoolId),
    classId: reference('class_id', () => classes.classId, 'cascade'),
    studentNo: varchar('student_no', { length: 20 }).notNull(),
    ...bilingual('name', 'name', 30, 60),
    /** dict sys_user_sex */
    sex: char('sex', { length: 1 }).notNull().default('2'),
    ...auditColumns(),
  },
  (t) => [
    unique('school_student_no_unique').on(t.schoolId, t.studentNo),
    index('school_student_class_idx').on(t.classId, t.studentNo),
    check('school_student_sex_chk', sql`${t.sex} in ('0', '1', '2')`),
  ],
);

/** One student's score in one exam (the class's exam time when the scores came in). */
export const scores = pgTable(
  'school_score',
  {
    scoreId: identity('score_id'),
    studentId: reference('student_id', () => students.studentId, 'cascade'),
    classId: reference('class_id', () => classes.classId, 'cascade'),
    examTime: wallClock('exam_time').notNull(),
    /** 0 to 100, at most one decimal */
    score: numeric('score', { precision: 4, scale: 1, mode: 'number' }).notNull(),
  },
  (t) => [
    unique('school_score_student_exam_unique').on(t.studentId, t.examTime),
    index('school_score_class_exam_idx').on(t.classId, t.examTime),
    check('school_score_range_chk', sql`${t.score} between 0 and 100`),
  ],
);
