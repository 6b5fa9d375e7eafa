import { index, pgTable, unique } from 'drizzle-orm/pg-core';
import { users } from './account';
import { auditColumns } from './audit';
import { identity, reference } from './columns';
import { subjects } from './courses';
import { classes, schools } from './schools';

// Who teaches which subject in which class (docs/api.md "Class teachers"). The staff
// assignments of the people screen are in teaching.ts, beside the schedule that scopes by them.

/** A teacher teaching a subject in a class, each triple once. */
export const subjectTeachers = pgTable(
  'class_subject_teacher',
  {
    classTeacherId: identity('class_teacher_id'),
    schoolId: reference('school_id', () => schools.schoolId),
    classId: reference('class_id', () => classes.classId, 'cascade'),
    userId: reference('user_id', () => users.userId, 'cascade'),
    subjectId: reference('subject_id', () => subjects.subjectId, 'cascade'),
    ...auditColumns(),
  },
  (t) => [
    unique('class_subject_teacher_unique').on(t.classId, t.userId, t.subjectId),
    index('class_subject_teacher_school_idx').on(t.schoolId, t.classId),
    index('class_subject_teacher_user_idx').on(t.userId),
  ],
);
