import type { z } from 'zod';
import type { newMessage } from '@contract/schemas/message';

/** A file attached to a message: opened in /fileView by its address. */
export interface MessageAttachment {
  name: string;
  url: string;
}

/** A courseware message as the list and detail calls answer it (names in the request's language). */
export interface CourseMessage {
  messageId: number;
  teacherUserId: number;
  teacherName: string;
  userName: string;
  schoolId: number;
  schoolName: string;
  courseId: number;
  courseTitle: string;
  disciplineName: string;
  subjectName: string;
  lessonId: number;
  lessonNo: number;
  lessonTitle: string;
  /** the class-hour document (a course file of the lesson), opened in /docView */
  fileId: number | null;
  fileName: string;
  title: string;
  content: string;
  attachments: MessageAttachment[];
  /** dict message_read: 0 unread, 1 read */
  readFlag: '0' | '1';
  createTime: string;
}

/** The list's filter choices: the courses and schools the caller's messages mention. */
export interface MessageOptions {
  courses: Array<{ courseId: number; title: string }>;
  schools: Array<{ schoolId: number; schoolName: string }>;
}

/** A course the sender may give feedback on. */
export interface SendableCourse {
  courseId: number;
  title: string;
}

/** A lesson of a course, in order, with its files. */
export interface MessageLesson {
  lessonId: number;
  lessonNo: number;
  title: string;
  files: Array<{ fileId: number; fileName: string }>;
}

/** A course's title and its lessons. */
export interface CourseLessons {
  courseId: number;
  title: string;
  lessons: MessageLesson[];
}

/** What a teacher sends: the body the server checks (contract/schemas/message.ts). */
export type FeedbackForm = z.input<typeof newMessage>;
