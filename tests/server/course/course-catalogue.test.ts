import { describe, expect, it } from 'vitest';
import { call, login } from '../helpers/client';
import { courseRow, enabledSchoolIds, fileCountOf, lessonCountOf, schoolIdsOf } from '../helpers/rows/course-data';

// docs/api.md "Courses": delete (refused while schools use the
// course), enable/disable, the schools a course is associated with, and the discipline/subject
// options.

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
      kind: 'conflict',
    });
    expect(await courseRow(9)).toBeDefined();
    expect(await lessonCountOf(9)).toBeGreaterThan(0);
    await call('/admin/course/3/schools', {
      method: 'PUT',
      token,
      body: { dissociate: (await schoolIdsOf(3)).slice(1) },
    });
    expect(await call('/admin/course/3', { method: 'DELETE', token, lang: 'en' })).toEqual({
      code: 500,
      msg: 'The course "Secrets of Plants" is still used by 1 school; dissociate it before deleting the course',
      kind: 'conflict',
    });
  });

  it('answers an unknown course and needs admin:course:remove', async () => {
    expect(await call('/admin/course/4242', { method: 'DELETE', token: await login('admin') })).toMatchObject({
      code: 500,
      msg: '课程不存在',
      kind: 'notFound',
    });
    expect(await call('/admin/course/9,4242', { method: 'DELETE', token: await login('admin') })).toMatchObject({
      code: 500,
      msg: '课程不存在',
      kind: 'notFound',
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
      kind: 'invalid',
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

describe('associated schools', () => {
  interface Schools {
    schools: Array<{ schoolId: number; schoolName: string }>;
    candidates: Array<{ schoolId: number }>;
  }

  it('lists the schools using a course, and for an editor the ones that could be added', async () => {
    const reply = await call<Schools>('/admin/course/1/schools', { token: await login('admin') });
    const used = await schoolIdsOf(1);
    expect(used).toEqual(expect.arrayContaining([1, 2, 5]));
    expect(reply.data.schools.map((s) => s.schoolId)).toEqual(used);
    const open = (await enabledSchoolIds()).filter((id) => !used.includes(id));
    expect(reply.data.candidates.map((s) => s.schoolId)).toEqual(open);
    expect(open).toEqual(expect.arrayContaining([3, 4, 6]));
    const readOnly = await call<Schools>('/admin/course/1/schools', { token: await login('principal') });
    expect(readOnly.data).toMatchObject({ candidates: [] });
    expect(readOnly.data.schools).toHaveLength(used.length);
  });

  it('associates and dissociates schools', async () => {
    const token = await login('admin');
    const before = await schoolIdsOf(1);
    const body = { associate: [3, 4], dissociate: [1] };
    expect(await call('/admin/course/1/schools', { method: 'PUT', token, body })).toMatchObject({ code: 200 });
    const after = [...before.filter((id) => id !== 1), 3, 4].sort((a, b) => a - b);
    expect(await schoolIdsOf(1)).toEqual(after);
    expect(await schoolIdsOf(1)).not.toContain(1);
    expect(await courseRow(1)).toMatchObject({ updateBy: 'admin' });
  });

  it('refuses an empty change, an unknown school, and callers without admin:course:edit', async () => {
    const token = await login('admin');
    const before = [...(await schoolIdsOf(1))];
    expect(await call('/admin/course/1/schools', { method: 'PUT', token, body: {} })).toMatchObject({
      code: 500,
      msg: '请选择学校',
      kind: 'invalid',
    });
    expect(
      await call('/admin/course/1/schools', { method: 'PUT', token, body: { associate: [77] }, lang: 'en' }),
    ).toMatchObject({ code: 500, msg: 'The school 77 does not exist' });
    expect(
      await call('/admin/course/1/schools', { method: 'PUT', token, body: { associate: [3], dissociate: [77] } }),
    ).toMatchObject({ code: 500, msg: '学校 77 不存在' });
    const leader = await login('leader');
    expect(
      await call('/admin/course/1/schools', { method: 'PUT', token: leader, body: { dissociate: [1] } }),
    ).toMatchObject({ code: 403 });
    expect(await schoolIdsOf(1)).toEqual(before);
    expect(await call('/admin/course/1/schools', { token: await login('teacher') })).toMatchObject({ code: 403 });
    expect(await call('/admin/course/4242/schools', { token })).toMatchObject({ code: 500, msg: '课程不存在' });
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
