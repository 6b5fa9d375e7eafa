import { describe, expect, it } from 'vitest';
import { call, login } from './client';
import { courseRow, dissociate, fileCountOf, lessonCountOf, schoolIdsOf } from './course-data';

// Carried over from tests/mock/course-catalogue.test.ts: delete (refused while schools use the
// course), enable/disable and the discipline/subject options. The "associated schools" calls
// wait for the schools table (docs/server.md); their tests move here with them.

describe('DELETE /admin/course/{ids}', () => {
  it('deletes a course no school uses, with its lessons and files', async () => {
    expect(await schoolIdsOf(9)).toEqual([]);
    expect(await lessonCountOf(9)).toBeGreaterThan(0);
    const reply = await call('/admin/course/9', { method: 'DELETE', token: await login('admin') });
    expect(reply).toMatchObject({ code: 200 });
    expect(await courseRow(9)).toBeUndefined();
    expect(await lessonCountOf(9)).toBe(0);
    expect(await fileCountOf(9)).toBe(0);
  });

  it('refuses, naming the course and its schools, while schools still use it; nothing is deleted', async () => {
    const token = await login('admin');
    const users = (await schoolIdsOf(1)).length;
    expect(await call('/admin/course/9,1', { method: 'DELETE', token })).toEqual({
      code: 500,
      msg: `课程“走进电路世界”仍有 ${users} 所学校在使用，请先解除关联后再删除`,
    });
    expect(await courseRow(9)).toBeDefined();
    expect(await lessonCountOf(9)).toBeGreaterThan(0);
    await dissociate(3, (await schoolIdsOf(3)).slice(0, 1));
    expect(await call('/admin/course/3', { method: 'DELETE', token, lang: 'en' })).toEqual({
      code: 500,
      msg: 'The course "Secrets of Plants" is still used by 1 school; dissociate it before deleting the course',
    });
  });

  it('answers an unknown course and needs admin:course:remove', async () => {
    expect(await call('/admin/course/4242', { method: 'DELETE', token: await login('admin') })).toMatchObject({
      code: 500,
      msg: '课程不存在',
    });
    expect(await call('/admin/course/9,4242', { method: 'DELETE', token: await login('admin') })).toMatchObject({
      code: 500,
      msg: '课程不存在',
    });
    expect(await call('/admin/course/9', { method: 'DELETE', token: await login('leader') })).toMatchObject({
      code: 403,
    });
    expect(await courseRow(9)).toBeDefined();
  });
});

describe('PUT /admin/course/changeStatus', () => {
  it('disables and enables a course', async () => {
    const token = await login('admin');
    const body = { courseId: 2, status: '1' };
    expect(await call('/admin/course/changeStatus', { method: 'PUT', token, body })).toMatchObject({ code: 200 });
    expect(await courseRow(2)).toMatchObject({ status: '1', updateBy: 'admin' });
    await call('/admin/course/changeStatus', { method: 'PUT', token, body: { courseId: 2, status: '0' } });
    expect((await courseRow(2))?.status).toBe('0');
  });

  it('validates the status and needs admin:course:edit', async () => {
    const token = await login('admin');
    expect(await call('/admin/course/changeStatus', { method: 'PUT', token, body: { courseId: 2 } })).toMatchObject({
      code: 500,
      msg: '状态不能为空',
    });
    expect(
      await call('/admin/course/changeStatus', { method: 'PUT', token, body: { courseId: 4242, status: '1' } }),
    ).toMatchObject({ code: 500, msg: '课程不存在' });
    const body = { courseId: 2, status: '1' };
    expect(
      await call('/admin/course/changeStatus', { method: 'PUT', token: await login('principal'), body }),
    ).toMatchObject({ code: 403 });
    expect((await courseRow(2))?.status).toBe('0');
  });
});

describe('GET /admin/course/options/disciplines', () => {
  interface Discipline {
    disciplineId: number;
    disciplineNameEn: string;
    subjects: Array<{ subjectId: number; subjectNameEn: string }>;
  }

  it('gives every discipline with its subjects to any role with a course permission', async () => {
    const reply = await call<Discipline[]>('/admin/course/options/disciplines', { token: await login('leader') });
    expect(reply.data).toHaveLength(6);
    expect(reply.data[0]).toMatchObject({ disciplineId: 1, disciplineNameEn: 'Science' });
    expect(reply.data[0].subjects.map((s) => s.subjectNameEn)).toEqual([
      'Physics',
      'Biology',
      'Chemistry',
      'Earth and space',
    ]);
    expect((await call('/admin/course/options/disciplines', { token: await login('principal') })).code).toBe(200);
  });

  it('is refused to a role without any course permission', async () => {
    expect(await call('/admin/course/options/disciplines', { token: await login('schooladmin') })).toMatchObject({
      code: 403,
    });
  });
});
