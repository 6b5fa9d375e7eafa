import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@mock/db';
import { teacherCourseIds } from '@mock/db/teacher-scope';
import { call, login, raw } from './client';
import { courseFileRow } from './course-file-rows';

// Who may open a course file (its description, its bytes, its download, the course's ZIP):
// whoever can open the course's page. Course 1 is one of the seeded teacher's courses.

const OWN = 7101;
const FOREIGN = 7102;
let foreignCourse = 0;

beforeEach(() => {
  const teacher = db().users.find((u) => u.userName === 'teacher')!;
  const own = teacherCourseIds(teacher.userId);
  expect(own.has(1)).toBe(true);
  foreignCourse = db().courses.find((c) => !own.has(c.courseId))!.courseId;
  db().courseFiles.push(courseFileRow(OWN, 'pdf'), courseFileRow(FOREIGN, 'pdf', { courseId: foreignCourse }));
});

const CALLS = (fileId: number, courseId: number) => [
  `/course/file/${fileId}`,
  `/course/file/${fileId}/preview`,
  `/course/periodDoc/download/${fileId}`,
  `/course/download/zip/${courseId}`,
];

describe('course files are read only by those who can open the course', () => {
  it("lets a teacher read the files of their own courses and refuses another course's (403)", async () => {
    const token = await login('teacher');
    for (const path of CALLS(OWN, 1)) expect((await raw(path, { token })).status, path).toBe(200);
    for (const path of CALLS(FOREIGN, foreignCourse)) {
      const reply = await call(path, { token, lang: 'en' });
      expect(reply.code, path).toBe(403);
      expect(reply.msg).toBe('No permission, please contact the administrator');
    }
  });

  it('lets the catalogue’s readers read any course’s files', async () => {
    for (const user of ['admin', 'principal']) {
      const token = await login(user);
      for (const path of CALLS(FOREIGN, foreignCourse))
        expect((await raw(path, { token })).status, `${user} ${path}`).toBe(200);
    }
  });

  it('lets a school admin open only the class-hour documents of the messages they can read', async () => {
    const admin = db().users.find((u) => u.userName === 'schooladmin')!;
    const token = await login('schooladmin');
    expect((await call(`/course/file/${FOREIGN}`, { token })).code).toBe(403);
    const message = db().messages.find((m) => m.schoolId === admin.schoolId)!;
    message.fileId = FOREIGN;
    expect((await call(`/course/file/${FOREIGN}`, { token })).code).toBe(200);
    expect((await raw(`/course/file/${FOREIGN}/preview`, { token })).status).toBe(200);
  });
});
