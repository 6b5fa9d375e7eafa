import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { users } from './account';
import { reference, wallClock } from './columns';
import { courses, lessons } from './courses';
import { classes } from './schools';

// Which lessons each class has had (docs/api.md "Teacher workspace"): a lesson is taught once per
// class, whichever of the class's teachers marked it, so the key is the lesson and the class.
// `teacher_user_id` is who marked it, a record of that moment: the mark stays when they go.

export const lessonsTaught = pgTable(
  'teaching_lesson_taught',
  {
    lessonId: reference('lesson_id', () => lessons.lessonId, 'cascade'),
    classId: reference('class_id', () => classes.classId, 'cascade'),
    courseId: reference('course_id', () => courses.courseId, 'cascade'),
    teacherUserId: integer('teacher_user_id').references(() => users.userId, { onDelete: 'set null' }),
    taughtAt: wallClock('taught_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.lessonId, t.classId] }),
    index('teaching_lesson_taught_course_idx').on(t.courseId, t.classId),
    index('teaching_lesson_taught_class_idx').on(t.classId),
  ],
);
