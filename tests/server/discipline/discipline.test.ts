import { beforeEach, describe, expect, it } from 'vitest';
import { courseRows, disciplineRows, subjectRows } from '../helpers/rows/discipline-data';
import type { courseRoutes } from '../../../server/areas/course/routes';
import type { disciplineRoutes } from '../../../server/areas/discipline/routes';
import { answer, api } from '../helpers/api';
import { login } from '../helpers/client';

// Disciplines and subjects (docs/api.md "Disciplines, subjects and discipline leaders").

let token = '';
beforeEach(async () => {
  token = await login('admin');
});

/** The discipline and subject calls, as the admin (or `as`) in `lang`. */
const admin = (lang: 'zh' | 'en' = 'zh', as = token) => api<typeof disciplineRoutes>({ token: as, lang }).admin;
const disciplines = (query: Record<string, string | number>, as = token) =>
  answer(admin('zh', as).discipline.list.$get({ query }));
const createDiscipline = (json: object, lang: 'zh' | 'en' = 'zh', as = token) =>
  answer(admin(lang, as).discipline.$post({ json }));
const removeDiscipline = (id: number, lang: 'zh' | 'en' = 'zh') =>
  answer(admin(lang).discipline[':ids'].$delete({ param: { ids: String(id) } }));
const createSubject = (json: object, lang: 'zh' | 'en' = 'zh') => answer(admin(lang).subject.$post({ json }));
const removeSubject = (id: number) => answer(admin().subject[':ids'].$delete({ param: { ids: String(id) } }));
/** The course screen's choice of disciplines and their subjects. */
const courseOptions = () => answer(api<typeof courseRoutes>({ token }).admin.course.options.disciplines.$get());

const NEW = { disciplineName: '天文', disciplineNameEn: 'Astronomy', sort: 9 };

describe('disciplines', () => {
  it('lists disciplines by sort with their subject and course counts', async () => {
    const list = await disciplines({ pageSize: 50 });
    expect(list.total).toBe((await disciplineRows()).length);
    const science = list.rows.find((d) => d.disciplineNameEn === 'Science')!;
    const id = science.disciplineId;
    expect(science.subjectCount).toBe((await subjectRows()).filter((s) => s.disciplineId === id).length);
    expect(science.courseCount).toBe((await courseRows()).filter((c) => c.disciplineId === id).length);
    expect(science.courseCount).toBeGreaterThan(0);
    expect(list.rows.map((d) => d.sort)).toEqual([...list.rows.map((d) => d.sort)].sort((a, b) => a - b));
  });

  it('filters by a name in either language', async () => {
    const list = await disciplines({ disciplineName: 'math' });
    expect(list.rows.map((d) => d.disciplineName)).toEqual(['数学']);
  });

  it('requires the name, the English name and the sort, in the request language', async () => {
    const before = (await disciplineRows()).length;
    expect(await createDiscipline({ ...NEW, disciplineName: '' })).toMatchObject({
      code: 500,
      msg: '学科名称不能为空',
    });
    const en = await createDiscipline({ ...NEW, disciplineNameEn: ' ' }, 'en');
    expect(en.msg).toBe('English name is required');
    const noSort = await createDiscipline({ ...NEW, sort: '' });
    expect(noSort.msg).toBe('排序不能为空');
    const taken = await createDiscipline({ ...NEW, disciplineName: '科学' });
    expect(taken.msg).toBe('名称"科学"已存在');
    expect(await disciplineRows()).toHaveLength(before);
  });

  it('creates and edits a discipline, and the course options follow', async () => {
    const created = await createDiscipline(NEW);
    expect(created.code).toBe(200);
    const id = created.data.disciplineId;
    const edited = await answer(
      admin().discipline.$put({ json: { ...NEW, disciplineId: id, disciplineName: '天文学' } }),
    );
    expect(edited.code).toBe(200);
    const options = await courseOptions();
    expect(options.data.find((d) => d.disciplineId === id)).toMatchObject({ disciplineName: '天文学', subjects: [] });
  });

  it('refuses to delete a discipline with subjects or courses, naming what is left', async () => {
    const science = (await disciplineRows()).find((d) => d.disciplineNameEn === 'Science')!;
    const subjects = (await subjectRows()).filter((s) => s.disciplineId === science.disciplineId).length;
    const courses = (await courseRows()).filter((c) => c.disciplineId === science.disciplineId).length;
    const zh = await removeDiscipline(science.disciplineId);
    expect(zh).toMatchObject({ code: 500, msg: `学科"科学"下还有 ${subjects} 个科目、${courses} 门课程，不能删除` });
    const en = await removeDiscipline(science.disciplineId, 'en');
    expect(en.msg).toBe(
      `The discipline "Science" still has ${subjects} subject(s) and ${courses} course(s) and cannot be deleted`,
    );
    expect((await disciplineRows()).some((d) => d.disciplineId === science.disciplineId)).toBe(true);
  });

  it('deletes an empty discipline', async () => {
    const created = await createDiscipline(NEW);
    const gone = await removeDiscipline(created.data.disciplineId);
    expect(gone.code).toBe(200);
    expect((await disciplineRows()).some((d) => d.disciplineId === created.data.disciplineId)).toBe(false);
  });

  it('lets the discipline leader read but not write, and refuses a teacher', async () => {
    const leader = await login('leader');
    expect((await disciplines({}, leader)).code).toBe(200);
    expect((await createDiscipline(NEW, 'zh', leader)).code).toBe(403);
    const teacher = await login('teacher');
    expect((await disciplines({}, teacher)).code).toBe(403);
    expect((await answer(admin('zh', teacher).discipline.options.$get())).code).toBe(403);
  });
});

describe('subjects', () => {
  it('lists the subjects of one discipline with its name in the request language', async () => {
    const tech = (await disciplineRows()).find((d) => d.disciplineNameEn === 'Technology')!;
    const list = await answer(
      admin('en').subject.list.$get({ query: { disciplineId: tech.disciplineId, pageSize: 50 } }),
    );
    expect(list.total).toBe((await subjectRows()).filter((s) => s.disciplineId === tech.disciplineId).length);
    expect(new Set(list.rows.map((s) => s.disciplineLabel))).toEqual(new Set(['Technology']));
  });

  it('requires a discipline that exists, and shows a new subject in the course options', async () => {
    const body = { disciplineId: 999, subjectName: '天体物理', subjectNameEn: 'Astrophysics', sort: 1 };
    expect((await createSubject(body)).msg).toBe('学科不存在');
    expect((await createSubject({ ...body, disciplineId: '' })).msg).toBe('所属学科不能为空');
    const created = await createSubject({ ...body, disciplineId: 1 });
    expect(created.code).toBe(200);
    const options = await courseOptions();
    const subjects = options.data.find((d) => d.disciplineId === 1)!.subjects;
    expect(subjects.map((s) => s.subjectName)).toContain('天体物理');
  });

  it('refuses to delete a subject courses use, and deletes an unused one', async () => {
    const everyCourse = await courseRows();
    const used = (await subjectRows()).find((s) => everyCourse.some((c) => c.subjectId === s.subjectId))!;
    const n = everyCourse.filter((c) => c.subjectId === used.subjectId).length;
    const refused = await removeSubject(used.subjectId);
    expect(refused.msg).toBe(`科目"${used.subjectName}"还有 ${n} 门课程在使用，不能删除`);
    const body = { disciplineId: 1, subjectName: '天体物理', subjectNameEn: 'Astrophysics', sort: 1 };
    const unused = (await createSubject(body)).data;
    expect((await removeSubject(unused.subjectId)).code).toBe(200);
    expect((await subjectRows()).some((s) => s.subjectId === unused.subjectId)).toBe(false);
  });

  it('refuses an English name taken in the same discipline, ignoring case', async () => {
    const taken = (await subjectRows()).find((x) => x.disciplineId === 1)!;
    const body = { disciplineId: 1, subjectName: '新科目', subjectNameEn: taken.subjectNameEn.toUpperCase(), sort: 1 };
    const reply = await createSubject(body, 'en');
    expect(reply.msg).toBe(`The English name "${taken.subjectNameEn.toUpperCase()}" is already taken`);
  });
});
