import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from './account';
import { courses, lessons } from './courses';
import { classes } from './schools';

// Which lessons each class has had (docs/api.md "Teacher workspace"): a lesson is taught once per
// class, whichever of the class's teachers marked it, so the key is the lesson and the class.
// `teacher_user_id` is who marked it, a record of that moment: the mark stays when they go.

export const lessonsTaught = pgTable(
  'teaching_lesson_taught',
  {
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.lessonId, { onDelete: 'cascade' }),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.classId, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.courseId, { onDelete: 'cascade' }),
    teacherUserId: integer('teacher_user_id').references(() => users.userId, { onDelete: 'set null' }),
    taughtAt: timestamp('taught_at', { mode: 'string', precision: 0 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.lessonId, t.classId] }),
    index('teaching_lesson_taught_course_idx').on(t.courseId, t.classId),
    index('teaching_lesson_taught_class_idx').on(t.classId),
  ],
);
