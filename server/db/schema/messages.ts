import { sql } from 'drizzle-orm';
import { char, check, index, integer, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from './audit';
import { identity } from './columns';

// Courseware messages (docs/api.md "Courseware messages"): a teacher's feedback on a lesson.
// A message is the schools' history: it stays when its course, lesson, file or sender goes
// (the answer then shows empty names), so its references carry no foreign keys.

export interface MessageAttachment {
  name: string;
  url: string;
}

export const messages = pgTable(
  'course_message',
  {
    messageId: identity('message_id'),
    teacherUserId: integer('teacher_user_id').notNull(),
    /** the sender's school when it was sent */
    schoolId: integer('school_id').notNull(),
    courseId: integer('course_id').notNull(),
    lessonId: integer('lesson_id').notNull(),
    /** the class-hour document (a course file of the lesson); null when the lesson had none */
    fileId: integer('file_id'),
    title: varchar('title', { length: 100 }).notNull(),
    content: varchar('content', { length: 1000 }).notNull(),
    attachments: jsonb('attachments').$type<MessageAttachment[]>().notNull().default([]),
    /** dictionary message_read: "0" unread, "1" read */
    readFlag: char('read_flag', { length: 1 }).notNull().default('0'),
    ...auditColumns(),
  },
  (t) => [
    index('course_message_create_time_idx').on(t.createTime),
    index('course_message_school_idx').on(t.schoolId),
    index('course_message_teacher_idx').on(t.teacherUserId),
    index('course_message_course_idx').on(t.courseId),
    check('course_message_read_flag_chk', sql`${t.readFlag} in ('0', '1')`),
  ],
);
