import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { users } from './account';
import { auditColumns } from './audit';
import { identity, linkTable, reference } from './columns';
import { courses, lessons } from './courses';
import { classes, schools } from './schools';

// What a teacher teaches and when (docs/api.md "Schedule"; docs/roles.md).
//
// A staff assignment gives a member of a school's staff the courses and classes they teach: the
// people screen and the school members' teachers edit it (docs/api.md "Members"); the schedule and
// the teacher's workspace scope by it. A class is also a teacher's when they are one of its
// teachers (school_class_teacher).
//
// A planned lesson: the occurrences of a weekly series are rows of their own sharing `series_id`
// (null for a single lesson). A new series takes its first occurrence's schedule id as its id, so
// series ids need no sequence of their own and never repeat.

export const staffAssignments = pgTable(
  'staff_assignment',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.userId, { onDelete: 'cascade' }),
    schoolId: reference('school_id', () => schools.schoolId, 'cascade'),
    ...auditColumns(),
  },
  (t) => [index('staff_assignment_school_idx').on(t.schoolId)],
);

export const staffAssignmentCourses = linkTable('staff_assignment_course', {
  userId: reference('user_id', () => staffAssignments.userId, 'cascade'),
  courseId: reference('course_id', () => courses.courseId, 'cascade'),
});

export const staffAssignmentClasses = linkTable('staff_assignment_class', {
  userId: reference('user_id', () => staffAssignments.userId, 'cascade'),
  classId: reference('class_id', () => classes.classId, 'cascade'),
});

export const schedules = pgTable(
  'teaching_schedule',
  {
    scheduleId: identity('schedule_id'),
    teacherUserId: reference('teacher_user_id', () => users.userId, 'cascade'),
    schoolId: reference('school_id', () => schools.schoolId, 'cascade'),
    classId: reference('class_id', () => classes.classId, 'cascade'),
    courseId: reference('course_id', () => courses.courseId, 'cascade'),
    /** null when the slot is planned for the course without a lesson yet */
    lessonId: integer('lesson_id').references(() => lessons.lessonId, { onDelete: 'set null' }),
    date: date('date', { mode: 'string' }).notNull(),
    /** HH:mm, 24 h: compared as text */
    startTime: varchar('start_time', { length: 5 }).notNull(),
    endTime: varchar('end_time', { length: 5 }).notNull(),
    place: varchar('place', { length: 100 }).notNull().default(''),
    seriesId: integer('series_id'),
    ...auditColumns(),
  },
  (t) => [
    index('teaching_schedule_teacher_idx').on(t.teacherUserId, t.date, t.startTime),
    index('teaching_schedule_class_idx').on(t.classId, t.date),
    index('teaching_schedule_date_idx').on(t.date, t.startTime),
    index('teaching_schedule_series_idx').on(t.seriesId, t.date),
    check('teaching_schedule_times_chk', sql`${t.endTime} > ${t.startTime}`),
  ],
);
