import { index, integer, pgTable, primaryKey, unique } from 'drizzle-orm/pg-core';
import { users } from './account';
import { auditColumns } from './audit';
import { courses, subjects } from './courses';
import { classes, schools } from './schools';

// Who teaches what at a school (docs/api.md "Class teachers, people and disciplines"): a teacher
// teaching a subject in a class, and the courses and classes a member of the staff is assigned
// to (the people screen and the school members' teachers).

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

/** A staff member's assignment: one per account, at the account's school. */
export const staffAssignments = pgTable(
  'staff_assignment',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.userId, { onDelete: 'cascade' }),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.schoolId),
    ...auditColumns(),
  },
  (t) => [index('staff_assignment_school_idx').on(t.schoolId)],
);

export const staffAssignmentCourses = pgTable(
  'staff_assignment_course',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => staffAssignments.userId, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.courseId, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId] }), index('staff_assignment_course_course_idx').on(t.courseId)],
);

/** A deleted class leaves the assignments it was in. */
export const staffAssignmentClasses = pgTable(
  'staff_assignment_class',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => staffAssignments.userId, { onDelete: 'cascade' }),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.classId, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.classId] }), index('staff_assignment_class_class_idx').on(t.classId)],
);
