import { beforeEach, describe, expect, it } from 'vitest';
import { courseRows, disciplineRows, subjectRows } from '../helpers/rows/discipline-data';
import { call, login } from '../helpers/client';

// Disciplines and subjects (docs/api.md "Disciplines, subjects and discipline leaders").

interface Discipline {
  disciplineId: number;
  disciplineName: string;
  disciplineNameEn: string;
  sort: number;
  subjectCount: number;
  courseCount: number;
}
interface Subject {
  subjectId: number;
  disciplineId: number;
  subjectName: string;
  disciplineLabel: string;
  courseCount: number;
}
interface Choice {
  disciplineId: number;
  disciplineName: string;
  subjects: { subjectId: number; subjectName: string }[];
}

let token = '';
beforeEach(async () => {
  token = await login('admin');
});

const NEW = { disciplineName: '天文', disciplineNameEn: 'Astronomy', sort: 9 };

describe('disciplines', () => {
  it('lists disciplines by sort with their subject and course counts', async () => {
    const list = await call<unknown, Discipline>('/admin/discipline/list', { token, query: { pageSize: 50 } });
    expect(list.total).toBe((await disciplineRows()).length);
    const science = list.rows.find((d) => d.disciplineNameEn === 'Science')!;
    const id = science.disciplineId;
    expect(science.subjectCount).toBe((await subjectRows()).filter((s) => s.disciplineId === id).length);
    expect(science.courseCount).toBe((await courseRows()).filter((c) => c.disciplineId === id).length);
    expect(science.courseCount).toBeGreaterThan(0);
    expect(list.rows.map((d) => d.sort)).toEqual([...list.rows.map((d) => d.sort)].sort((a, b) => a - b));
  });

  it('filters by a name in either language', async () => {
    const list = await call<unknown, Discipline>('/admin/discipline/list', {
      token,
      query: { disciplineName: 'math' },
    });
    expect(list.rows.map((d) => d.disciplineName)).toEqual(['数学']);
  });

  it('requires the name, the English name and the sort, in the request language', async () => {
    const before = (await disciplineRows()).length;
    expect(
      await call('/admin/discipline', { method: 'POST', token, body: { ...NEW, disciplineName: '' } }),
    ).toMatchObject({ code: 500, msg: '学科名称不能为空' });
    const en = await call('/admin/discipline', {
      method: 'POST',
      token,
      lang: 'en',
      body: { ...NEW, disciplineNameEn: ' ' },
    });
    expect(en.msg).toBe('English name is required');
    const noSort = await call('/admin/discipline', { method: 'POST', token, body: { ...NEW, sort: '' } });
    expect(noSort.msg).toBe('排序不能为空');
    const taken = await call('/admin/discipline', { method: 'POST', token, body: { ...NEW, disciplineName: '科学' } });
    expect(taken.msg).toBe('名称"科学"已存在');
    expect(await disciplineRows()).toHaveLength(before);
  });

  it('creates and edits a discipline, and the course options follow', async () => {
    const created = await call<Discipline>('/admin/discipline', { method: 'POST', token, body: NEW });
    expect(created.code).toBe(200);
    const id = created.data.disciplineId;
    const edited = await call('/admin/discipline', {
      method: 'PUT',
      token,
      body: { ...NEW, disciplineId: id, disciplineName: '天文学' },
    });
    expect(edited.code).toBe(200);
    const options = await call<Choice[]>('/admin/course/options/disciplines', { token });
    expect(options.data.find((d) => d.disciplineId === id)).toMatchObject({ disciplineName: '天文学', subjects: [] });
  });

  it('refuses to delete a discipline with subjects or courses, naming what is left', async () => {
    const science = (await disciplineRows()).find((d) => d.disciplineNameEn === 'Science')!;
    const subjects = (await subjectRows()).filter((s) => s.disciplineId === science.disciplineId).length;
    const courses = (await courseRows()).filter((c) => c.disciplineId === science.disciplineId).length;
    const zh = await call(`/admin/discipline/${science.disciplineId}`, { method: 'DELETE', token });
    expect(zh).toMatchObject({ code: 500, msg: `学科"科学"下还有 ${subjects} 个科目、${courses} 门课程，不能删除` });
    const en = await call(`/admin/discipline/${science.disciplineId}`, { method: 'DELETE', token, lang: 'en' });
    expect(en.msg).toBe(
      `The discipline "Science" still has ${subjects} subject(s) and ${courses} course(s) and cannot be deleted`,
    );
    expect((await disciplineRows()).some((d) => d.disciplineId === science.disciplineId)).toBe(true);
  });

  it('deletes an empty discipline', async () => {
    const created = await call<Discipline>('/admin/discipline', { method: 'POST', token, body: NEW });
    const gone = await call(`/admin/discipline/${created.data.disciplineId}`, { method: 'DELETE', token });
    expect(gone.code).toBe(200);
    expect((await disciplineRows()).some((d) => d.disciplineId === created.data.disciplineId)).toBe(false);
  });

  it('lets the discipline leader read but not write, and refuses a teacher', async () => {
    const leader = await login('leader');
    expect((await call('/admin/discipline/list', { token: leader })).code).toBe(200);
    expect((await call('/admin/discipline', { method: 'POST', token: leader, body: NEW })).code).toBe(403);
    const teacher = await login('teacher');
    expect((await call('/admin/discipline/list', { token: teacher })).code).toBe(403);
    expect((await call('/admin/discipline/options', { token: teacher })).code).toBe(403);
  });
});

describe('subjects', () => {
  it('lists the subjects of one discipline with its name in the request language', async () => {
    const tech = (await disciplineRows()).find((d) => d.disciplineNameEn === 'Technology')!;
    const list = await call<unknown, Subject>('/admin/subject/list', {
      token,
      lang: 'en',
      query: { disciplineId: tech.disciplineId, pageSize: 50 },
    });
    expect(list.total).toBe((await subjectRows()).filter((s) => s.disciplineId === tech.disciplineId).length);
    expect(new Set(list.rows.map((s) => s.disciplineLabel))).toEqual(new Set(['Technology']));
  });

  it('requires a discipline that exists, and shows a new subject in the course options', async () => {
    const body = { disciplineId: 999, subjectName: '天体物理', subjectNameEn: 'Astrophysics', sort: 1 };
    expect((await call('/admin/subject', { method: 'POST', token, body })).msg).toBe('学科不存在');
    expect((await call('/admin/subject', { method: 'POST', token, body: { ...body, disciplineId: '' } })).msg).toBe(
      '所属学科不能为空',
    );
    const created = await call<Subject>('/admin/subject', {
      method: 'POST',
      token,
      body: { ...body, disciplineId: 1 },
    });
    expect(created.code).toBe(200);
    const options = await call<Choice[]>('/admin/course/options/disciplines', { token });
    const subjects = options.data.find((d) => d.disciplineId === 1)!.subjects;
    expect(subjects.map((s) => s.subjectName)).toContain('天体物理');
  });

  it('refuses to delete a subject courses use, and deletes an unused one', async () => {
    const everyCourse = await courseRows();
    const used = (await subjectRows()).find((s) => everyCourse.some((c) => c.subjectId === s.subjectId))!;
    const n = everyCourse.filter((c) => c.subjectId === used.subjectId).length;
    const refused = await call(`/admin/subject/${used.subjectId}`, { method: 'DELETE', token });
    expect(refused.msg).toBe(`科目"${used.subjectName}"还有 ${n} 门课程在使用，不能删除`);
    const body = { disciplineId: 1, subjectName: '天体物理', subjectNameEn: 'Astrophysics', sort: 1 };
    const unused = (await call<Subject>('/admin/subject', { method: 'POST', token, body })).data;
    expect((await call(`/admin/subject/${unused.subjectId}`, { method: 'DELETE', token })).code).toBe(200);
    expect((await subjectRows()).some((s) => s.subjectId === unused.subjectId)).toBe(false);
  });

  it('refuses an English name taken in the same discipline, ignoring case', async () => {
    const taken = (await subjectRows()).find((x) => x.disciplineId === 1)!;
    const body = { disciplineId: 1, subjectName: '新科目', subjectNameEn: taken.subjectNameEn.toUpperCase(), sort: 1 };
    const reply = await call('/admin/subject', { method: 'POST', token, body, lang: 'en' });
    expect(reply.msg).toBe(`The English name "${taken.subjectNameEn.toUpperCase()}" is already taken`);
  });
});
