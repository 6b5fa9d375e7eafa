import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { courses, messages, staffAssignmentCourses, users } from '../../../server/db/schema';
import { db } from '../helpers/harness';
import { call, login, raw } from '../helpers/client';
import { addCourseFiles, addTestLesson, courseFileRow, TEST_LESSON_ID } from '../helpers/rows/course-file-rows';

// Who may open a course file (its description, its bytes, its download, the course's ZIP):
// whoever can open the course's page. Course 1 is one of the seeded teacher's courses (their staff
// assignment).

const OWN = 7101;
const FOREIGN = 7102;
const LESSON_DOC = 7103;
let foreignCourse = 0;

beforeEach(async () => {
  const [other] = await db().select({ courseId: courses.courseId }).from(courses).where(eq(courses.courseId, 6));
  foreignCourse = other.courseId;
  await addCourseFiles(courseFileRow(OWN, 'pdf'), courseFileRow(FOREIGN, 'pdf', { courseId: foreignCourse }));
});

const CALLS = (fileId: number, courseId: number) => [
  `/course/file/${fileId}`,
  `/course/file/${fileId}/preview`,
  `/course/periodDoc/download/${fileId}`,
  `/course/download/zip/${courseId}`,
];

/** The call answered what it serves: the description (code 200) or the file's bytes (not JSON). */
async function opened(path: string, token: string): Promise<boolean> {
  const response = await raw(path, { token });
  if (!(response.headers.get('Content-Type') ?? '').includes('application/json')) return response.status === 200;
  return path.startsWith('/course/file/') && !path.endsWith('/preview') && (await response.json()).code === 200;
}

describe('course files are read only by those who can open the course', () => {
  it("lets a teacher read the files of their own courses and refuses another course's (403)", async () => {
    const [teacher] = await db().select().from(users).where(eq(users.userName, 'teacher'));
    const own = await db()
      .select({ courseId: staffAssignmentCourses.courseId })
      .from(staffAssignmentCourses)
      .where(eq(staffAssignmentCourses.userId, teacher.userId));
    expect(own.map((r) => r.courseId)).toContain(1);
    expect(own.map((r) => r.courseId)).not.toContain(foreignCourse);
    const token = await login('teacher');
    for (const path of CALLS(OWN, 1)) expect(await opened(path, token), path).toBe(true);
    for (const path of CALLS(FOREIGN, foreignCourse)) {
      const reply = await call(path, { token, lang: 'en' });
      expect(reply.code, path).toBe(403);
      expect(reply.msg).toBe('No permission, please contact the administrator');
    }
  });

  it('lets the catalogue’s readers read any course’s files', async () => {
    for (const user of ['admin', 'principal']) {
      const token = await login(user);
      for (const path of CALLS(FOREIGN, foreignCourse)) expect(await opened(path, token), `${user} ${path}`).toBe(true);
    }
  });

  it('lets a school admin open only the class-hour documents of the messages they can read', async () => {
    const [admin] = await db().select().from(users).where(eq(users.userName, 'schooladmin'));
    const [teacher] = await db().select().from(users).where(eq(users.userName, 'teacher'));
    const token = await login('schooladmin');
    await addTestLesson();
    await addCourseFiles(courseFileRow(LESSON_DOC, 'pdf', { courseId: 1, lessonId: TEST_LESSON_ID }));
    expect((await call(`/course/file/${LESSON_DOC}`, { token })).code).toBe(403);
    // a message of the teacher (course 1 is theirs) naming a document of its own lesson opens it
    const [message] = await db()
      .select()
      .from(messages)
      .where(and(eq(messages.schoolId, admin.schoolId!), eq(messages.teacherUserId, teacher.userId)))
      .limit(1);
    await db()
      .update(messages)
      .set({ courseId: 1, lessonId: TEST_LESSON_ID, fileId: LESSON_DOC })
      .where(eq(messages.messageId, message.messageId));
    expect((await call(`/course/file/${LESSON_DOC}`, { token })).code).toBe(200);
    expect(await opened(`/course/file/${LESSON_DOC}/preview`, token)).toBe(true);
    // the message opens that document, not the course's other files nor its ZIP
    expect((await call(`/course/file/${OWN}`, { token })).code).toBe(403);
    expect((await call(`/course/download/zip/1`, { token })).code).toBe(403);
    // a message naming a file of another course (not of its lesson) opens nothing: the old server
    // let it open any file it named
    await db().update(messages).set({ fileId: FOREIGN }).where(eq(messages.messageId, message.messageId));
    expect((await call(`/course/file/${FOREIGN}`, { token })).code).toBe(403);
  });
});
