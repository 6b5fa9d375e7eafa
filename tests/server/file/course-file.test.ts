import { beforeEach, describe, expect, it } from 'vitest';
import { call, login, raw } from '../helpers/client';
import { addCourseFiles, addTestLesson, courseFileRow, TEST_LESSON_ID } from '../helpers/rows/course-file-rows';

// docs/api.md "Course files and preview", on rows added to course 1 of the seed (one of the seeded
// teacher's courses).

const READER = 'teacher';

beforeEach(async () => {
  await addTestLesson();
  await addCourseFiles(
    courseFileRow(7001, 'pdf'),
    courseFileRow(7002, 'zip', { lessonId: TEST_LESSON_ID, kind: 'material', downloadable: false, size: 491 }),
    courseFileRow(7003, 'pdf', { url: '/csp/system/oss/file/424242/gone.pdf' }),
  );
});

describe('GET /course/file/{fileId}', () => {
  it('describes a course-level file with its course titles in both languages', async () => {
    const reply = await call<Record<string, unknown>>('/course/file/7001', { token: await login(READER) });
    expect(reply.code).toBe(200);
    expect(reply.data).toEqual({
      fileId: 7001,
      courseId: 1,
      lessonId: null,
      kind: 'courseware',
      fileName: '教学设计.pdf',
      size: 4654,
      contentType: 'application/pdf',
      downloadable: true,
      courseTitle: '走进电路世界',
      courseTitleEn: 'Into the World of Circuits',
      lessonTitle: '',
      lessonTitleEn: '',
    });
  });

  it('names the lesson of a lesson file and says when it may not be downloaded', async () => {
    const reply = await call<Record<string, unknown>>('/course/file/7002', { token: await login(READER) });
    expect(reply.data).toMatchObject({
      lessonId: TEST_LESSON_ID,
      kind: 'material',
      downloadable: false,
      lessonTitle: '第一课 认识电路',
      lessonTitleEn: 'Lesson 1: Meet the circuit',
    });
    // The address of the bytes is not handed out: the preview call serves them.
    expect(reply.data).not.toHaveProperty('url');
  });

  it('answers an unknown id with a message in the request language, and needs a login', async () => {
    const token = await login(READER);
    expect(await call('/course/file/999999', { token, lang: 'en' })).toEqual({
      code: 500,
      msg: 'The file does not exist',
      kind: 'notFound',
    });
    expect((await call('/course/file/999999', { token })).msg).toBe('文件不存在');
    expect((await call('/course/file/7001')).code).toBe(401);
  });
});

describe('GET /course/file/{fileId}/preview', () => {
  it('serves the bytes inline with the file type and name', async () => {
    const response = await raw('/course/file/7001/preview', { token: await login(READER) });
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toMatch(/^inline;/);
    expect(response.headers.get('Content-Disposition')).toContain(encodeURIComponent('教学设计.pdf'));
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(String.fromCharCode(...bytes.subarray(0, 5))).toBe('%PDF-');
  });

  it('serves a file that may not be downloaded: previewing is always allowed', async () => {
    const response = await raw('/course/file/7002/preview', { token: await login(READER) });
    expect(response.headers.get('Content-Type')).toBe('application/zip');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(String.fromCharCode(...bytes.subarray(0, 2))).toBe('PK');
  });

  it('answers JSON errors for an unknown id, bytes that are gone, and no login', async () => {
    const token = await login(READER);
    for (const path of ['/course/file/999999/preview', '/course/file/7003/preview']) {
      const response = await raw(path, { token, lang: 'en' });
      expect(response.headers.get('Content-Type')).toContain('application/json');
      expect(await response.json()).toEqual({ code: 500, msg: 'The file does not exist', kind: 'notFound' });
    }
    expect(((await (await raw('/course/file/7001/preview')).json()) as { code: number }).code).toBe(401);
  });
});
