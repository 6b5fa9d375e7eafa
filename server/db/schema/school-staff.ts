import { index, integer, pgTable, unique } from 'drizzle-orm/pg-core';
import { users } from './account';
import { auditColumns } from './audit';
import { subjects } from './courses';
import { classes, schools } from './schools';

// Who teaches which subject in which class (docs/api.md "Class teachers"). The staff
// assignments of the people screen are in teaching.ts, beside the schedule that scopes by them.

/** A teacher teaching a subject in a class, each triple once. */
export const subjectTeachers = pgTable(
  'class_subject_teacher',
  {
    classTeacherId: integer('class_teacher_id').primaryKey().generatedByDefaultAsIdentity(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.schoolId),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.classId, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.subjectId, { onDelete: 'cascade' }),
    ...auditColumns(),
  },
  (t) => [
    unique('class_subject_teacher_unique').on(t.classId, t.userId, t.subjectId),
    index('class_subject_teacher_school_idx').on(t.schoolId, t.classId),
    index('class_subject_teacher_user_idx').on(t.userId),
  ],
);
