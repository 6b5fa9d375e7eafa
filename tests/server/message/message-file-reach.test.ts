import { describe, expect, it } from 'vitest';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { courses, courseSchools, lessons, messages, staffAssignmentCourses, users } from '../../../server/db/schema';
import { db } from '../helpers/harness';
import { call, login, raw } from '../helpers/client';
import { addCourseFiles, courseFileRow } from '../helpers/rows/course-file-rows';

// A courseware message names a lesson the sender may open (the course rule of docs/api.md "Course
// files and preview": a teacher their assigned courses) and, at most, a file of that lesson. A
// message's class-hour document is opened through the message only while that holds, so a
// message saved before the rule opens nothing more.

const LESSON_FILE = 7201;
const OWN_LESSON_FILE = 7202;

const teacherId = async () => (await db().select().from(users).where(eq(users.userName, 'teacher')))[0].userId;

async function assignedCourseIds(userId: number): Promise<number[]> {
  return (
    await db()
      .select({ courseId: staffAssignmentCourses.courseId })
      .from(staffAssignmentCourses)
      .where(eq(staffAssignmentCourses.userId, userId))
  ).map((r) => r.courseId);
}

/** A lesson of an enabled course open to school 1: one the teacher is assigned, or one they are not. */
async function lessonOfSchool1(assigned: boolean) {
  const mine = await assignedCourseIds(await teacherId());
  const [row] = await db()
    .select({ lessonId: lessons.lessonId, courseId: lessons.courseId })
    .from(lessons)
    .innerJoin(courses, eq(courses.courseId, lessons.courseId))
    .innerJoin(courseSchools, and(eq(courseSchools.courseId, courses.courseId), eq(courseSchools.schoolId, 1)))
    .where(
      and(eq(courses.status, '0'), assigned ? inArray(lessons.courseId, mine) : notInArray(lessons.courseId, mine)),
    )
    .orderBy(asc(lessons.lessonId))
    .limit(1);
  return row;
}

const send = (token: string, body: object) =>
  call<{ messageId: number; fileId: number | null }>('/admin/message', { method: 'POST', token, body, lang: 'en' });

const FILE_CALLS = (fileId: number) => [
  `/course/file/${fileId}`,
  `/course/file/${fileId}/preview`,
  `/course/periodDoc/download/${fileId}`,
];

/** The call served the file (its description or its bytes) rather than refusing it. */
async function served(path: string, token: string): Promise<boolean> {
  const response = await raw(path, { token });
  if (!(response.headers.get('Content-Type') ?? '').includes('application/json')) return response.status === 200;
  return (await response.json()).code === 200;
}

describe('sending a message', () => {
  it('refuses a lesson of a course the teacher is not assigned, even of their school, and its file', async () => {
    const lesson = await lessonOfSchool1(false);
    await addCourseFiles(courseFileRow(LESSON_FILE, 'pdf', { courseId: lesson.courseId, lessonId: lesson.lessonId }));
    const count = (await db().select().from(messages)).length;
    const token = await login('teacher');
    const reply = await send(token, { lessonId: lesson.lessonId, fileId: LESSON_FILE, title: 't', content: 'c' });
    expect(reply).toMatchObject({ code: 500, msg: 'This is not one of your courses' });
    expect(await send(token, { lessonId: lesson.lessonId, title: 't', content: 'c' })).toMatchObject({ code: 500 });
    expect((await db().select().from(messages)).length).toBe(count);
    for (const path of FILE_CALLS(LESSON_FILE)) expect(await served(path, token), path).toBe(false);
  });

  it('offers only the courses the teacher may open', async () => {
    const offered = await call<Array<{ courseId: number }>>('/admin/message/courses', {
      token: await login('teacher'),
    });
    const mine = await assignedCourseIds(await teacherId());
    expect(offered.data.length).toBeGreaterThan(0);
    expect(offered.data.every((c) => mine.includes(c.courseId))).toBe(true);
    expect(offered.data.map((c) => c.courseId)).not.toContain((await lessonOfSchool1(false)).courseId);
  });

  it('still sends feedback on an assigned course, naming a file of its lesson', async () => {
    const lesson = await lessonOfSchool1(true);
    await addCourseFiles(
      courseFileRow(OWN_LESSON_FILE, 'pdf', { courseId: lesson.courseId, lessonId: lesson.lessonId }),
    );
    const reply = await send(await login('teacher'), {
      lessonId: lesson.lessonId,
      fileId: OWN_LESSON_FILE,
      title: 't',
      content: 'c',
    });
    expect(reply).toMatchObject({ code: 200, data: { fileId: OWN_LESSON_FILE } });
  });
});

describe('a file reached through a message', () => {
  it('is not opened by a message saved before the rule about a course its sender may not open', async () => {
    const lesson = await lessonOfSchool1(false);
    await addCourseFiles(courseFileRow(LESSON_FILE, 'pdf', { courseId: lesson.courseId, lessonId: lesson.lessonId }));
    // as the old server saved it
    const [message] = await db()
      .select()
      .from(messages)
      .where(and(eq(messages.teacherUserId, await teacherId()), eq(messages.schoolId, 1)))
      .limit(1);
    await db()
      .update(messages)
      .set({ courseId: lesson.courseId, lessonId: lesson.lessonId, fileId: LESSON_FILE })
      .where(eq(messages.messageId, message.messageId));
    for (const who of ['teacher', 'schooladmin']) {
      const token = await login(who);
      expect((await call(`/admin/message/${message.messageId}`, { token })).code).toBe(200);
      for (const path of FILE_CALLS(LESSON_FILE)) expect(await served(path, token), `${who} ${path}`).toBe(false);
    }
  });

  it('is not opened by a message naming a file of another lesson', async () => {
    const lesson = await lessonOfSchool1(true);
    const other = await lessonOfSchool1(false);
    await addCourseFiles(courseFileRow(LESSON_FILE, 'pdf', { courseId: other.courseId, lessonId: other.lessonId }));
    const [message] = await db().select().from(messages).where(eq(messages.schoolId, 1)).limit(1);
    await db()
      .update(messages)
      .set({ courseId: lesson.courseId, lessonId: lesson.lessonId, fileId: LESSON_FILE })
      .where(eq(messages.messageId, message.messageId));
    const token = await login('schooladmin');
    for (const path of FILE_CALLS(LESSON_FILE)) expect(await served(path, token), path).toBe(false);
  });

  it('is opened by the school’s administrator when the message names its lesson’s file of a course its sender teaches', async () => {
    const lesson = await lessonOfSchool1(true);
    await addCourseFiles(
      courseFileRow(OWN_LESSON_FILE, 'pdf', { courseId: lesson.courseId, lessonId: lesson.lessonId }),
    );
    const token = await login('schooladmin');
    expect(await served(`/course/file/${OWN_LESSON_FILE}`, token)).toBe(false);
    const sent = await send(await login('teacher'), {
      lessonId: lesson.lessonId,
      fileId: OWN_LESSON_FILE,
      title: 't',
      content: 'c',
    });
    expect(sent.code).toBe(200);
    for (const path of FILE_CALLS(OWN_LESSON_FILE)) expect(await served(path, token), path).toBe(true);
  });
});
