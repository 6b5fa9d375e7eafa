import { and, asc, eq, inArray, isNotNull, notInArray } from 'drizzle-orm';
import {
  courseFiles,
  courses,
  courseSchools,
  lessons,
  messages,
  staffAssignmentCourses,
  users,
} from '../../../../server/db/schema';
import { call } from '../client';
import { db } from '../harness';

// What the message tests read straight from the tables, to check what a call wrote.

export const allMessages = () => db().select().from(messages).orderBy(asc(messages.messageId));

export async function messageRow(messageId: number) {
  return (await db().select().from(messages).where(eq(messages.messageId, messageId)))[0];
}

export async function userId(userName: string): Promise<number> {
  return (await db().select({ userId: users.userId }).from(users).where(eq(users.userName, userName)))[0].userId;
}

export async function courseRow(courseId: number) {
  return (await db().select().from(courses).where(eq(courses.courseId, courseId)))[0];
}

export async function lessonRow(lessonId: number) {
  return (await db().select().from(lessons).where(eq(lessons.lessonId, lessonId)))[0];
}

export async function lessonsOf(courseId: number) {
  return db()
    .select()
    .from(lessons)
    .where(eq(lessons.courseId, courseId))
    .orderBy(asc(lessons.sort), asc(lessons.lessonId));
}

export async function fileRow(fileId: number) {
  return (await db().select().from(courseFiles).where(eq(courseFiles.fileId, fileId)))[0];
}

export async function filesOfLesson(lessonId: number) {
  return db()
    .select()
    .from(courseFiles)
    .where(eq(courseFiles.lessonId, lessonId))
    .orderBy(asc(courseFiles.sort), asc(courseFiles.fileId));
}

/** A file of some lesson other than `lessonId`. */
export async function foreignFile(lessonId: number) {
  return (
    await db()
      .select()
      .from(courseFiles)
      .where(and(notInArray(courseFiles.lessonId, [lessonId])))
      .orderBy(asc(courseFiles.fileId))
      .limit(1)
  )[0];
}

/** The enabled courses open to the school, in id order. */
export async function openCourseIds(schoolId: number): Promise<number[]> {
  const rows = await db()
    .select({ courseId: courses.courseId })
    .from(courses)
    .innerJoin(courseSchools, eq(courseSchools.courseId, courses.courseId))
    .where(and(eq(courses.status, '0'), eq(courseSchools.schoolId, schoolId)))
    .orderBy(asc(courses.courseId));
  return rows.map((r) => r.courseId);
}

/** The courses linked to the school, enabled or not. */
async function linkedCourseIds(schoolId: number): Promise<number[]> {
  const rows = await db()
    .select({ courseId: courseSchools.courseId })
    .from(courseSchools)
    .where(eq(courseSchools.schoolId, schoolId));
  return rows.map((r) => r.courseId);
}

/** A lesson of an enabled course open to the school, and one of a course that is not. */
export async function lessonsFor(schoolId: number) {
  const open = await openCourseIds(schoolId);
  const linked = await linkedCourseIds(schoolId);
  const lessonOf = async (where: ReturnType<typeof inArray>) =>
    (await db().select().from(lessons).where(where).orderBy(asc(lessons.lessonId)).limit(1))[0];
  return {
    open: await lessonOf(inArray(lessons.courseId, open)),
    closed: await lessonOf(notInArray(lessons.courseId, linked)),
  };
}

/** The courses assigned to the teacher (their staff assignment), in id order. */
export async function assignedCourseIds(userId: number): Promise<number[]> {
  const rows = await db()
    .select({ courseId: staffAssignmentCourses.courseId })
    .from(staffAssignmentCourses)
    .where(eq(staffAssignmentCourses.userId, userId))
    .orderBy(asc(staffAssignmentCourses.courseId));
  return rows.map((r) => r.courseId);
}

/**
 * A lesson of an enabled course open to school 1 that the seeded `teacher` is not assigned, with
 * a file of it (the first one, or one added): what a message from school 1 may not reach for.
 */
export async function unassignedLessonFile(): Promise<{ lessonId: number; fileId: number }> {
  const assigned = await assignedCourseIds(await userId('teacher'));
  const open = (await openCourseIds(1)).filter((id) => !assigned.includes(id));
  const [lesson] = await db()
    .select({ lessonId: lessons.lessonId, courseId: lessons.courseId })
    .from(lessons)
    .where(inArray(lessons.courseId, open))
    .orderBy(asc(lessons.lessonId))
    .limit(1);
  const [file] = await filesOfLesson(lesson.lessonId);
  if (file) return { lessonId: lesson.lessonId, fileId: file.fileId };
  const [added] = await db()
    .insert(courseFiles)
    .values({
      courseId: lesson.courseId,
      lessonId: lesson.lessonId,
      kind: 'courseware',
      fileName: 'lesson.pdf',
      url: '/csp/system/oss/file/90001/lesson.pdf',
      createBy: 'admin',
      createTime: '2024-09-01 08:00:00',
    })
    .returning({ fileId: courseFiles.fileId });
  return { lessonId: lesson.lessonId, fileId: added.fileId };
}

/** Whether the caller's description call opens the course file. */
export async function courseFileOpens(token: string, fileId: number): Promise<boolean> {
  return (await call(`/course/file/${fileId}`, { token })).code === 200;
}

/** A lesson with a file, of a course not open to the school: another school's courseware. */
export async function closedLessonFile(schoolId: number): Promise<{ lessonId: number; fileId: number }> {
  const linked = await linkedCourseIds(schoolId);
  const [file] = await db()
    .select({ lessonId: courseFiles.lessonId, fileId: courseFiles.fileId })
    .from(courseFiles)
    .where(and(notInArray(courseFiles.courseId, linked), isNotNull(courseFiles.lessonId)))
    .orderBy(asc(courseFiles.fileId))
    .limit(1);
  return { lessonId: file.lessonId!, fileId: file.fileId };
}
