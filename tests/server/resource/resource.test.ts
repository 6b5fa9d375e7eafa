import { describe, expect, it } from 'vitest';
import type { courseRoutes } from '../../../server/areas/course/routes';
import type { resourceRoutes } from '../../../server/areas/resource/routes';
import { answer, api } from '../helpers/api';
import { call, login, raw } from '../helpers/client';
import { disciplineCount, lessonIdsOf, resourceRows, resourceTypes } from '../helpers/rows/resource-data';
import { coursesOf } from '../helpers/rows/schedule-data';

// The teachers' resource library (docs/api.md "Resource library").

/** The library's calls, as `token` in `lang`. */
const library = (token: string, lang: 'zh' | 'en' = 'zh') => api<typeof resourceRoutes>({ token, lang }).user.resource;
const read = (token: string, resourceId: number) =>
  answer(library(token)[':resourceId'].$get({ param: { resourceId: String(resourceId) } }));

const list = async (token: string, query: Record<string, string | number> = {}, lang: 'zh' | 'en' = 'zh') =>
  answer(library(token, lang).list.$get({ query: { pageSize: 100, ...query } }));

describe('resource library', () => {
  it('holds resources of every type of the resource_type dictionary, each used by lessons', async () => {
    const types = await resourceTypes();
    expect(types.length).toBeGreaterThanOrEqual(5);
    const rows = (await list(await login('teacher'))).rows;
    expect(new Set(rows.map((r) => r.resourceType))).toEqual(new Set(types));
    for (const resource of await resourceRows())
      expect((await lessonIdsOf(resource.resourceId)).length).toBeGreaterThan(0);
    // the stored file's address is never handed out: previews and downloads go through the calls
    expect(rows.every((r) => !('url' in r))).toBe(true);
  });

  it('lists the newest first', async () => {
    const rows = (await list(await login('teacher'))).rows;
    const times = rows.map((r) => r.createTime);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('filters by discipline, subject, type, grade and text in either language', async () => {
    const token = await login('teacher');
    const all = await resourceRows();
    const physics = (await list(token, { subjectId: 1 })).rows;
    expect(physics.length).toBe(all.filter((r) => r.subjectId === 1).length);
    expect(physics.every((r) => r.subjectNameEn === 'Physics')).toBe(true);
    const videos = (await list(token, { resourceType: '4' })).rows;
    expect(videos.length).toBe(all.filter((r) => r.resourceType === '4').length);
    expect((await list(token, { grade: 8, disciplineId: 2, resourceType: '2' })).rows.map((r) => r.titleZh)).toEqual([
      '编程练习题',
    ]);
    expect((await list(token, { text: 'levers' }, 'en')).rows.map((r) => r.title)).toEqual(['Levers explained']);
    expect((await list(token, { text: '光合' })).rows.map((r) => r.titleZh)).toEqual(['光合作用阅读材料']);
    expect((await list(token, { resourceType: '9' })).code).toBe(500);
  });

  it("answers a resource with the lessons that use it, saying which the teacher's own courses hold", async () => {
    const token = await login('teacher');
    const own = await coursesOf('teacher');
    const [row] = await resourceRows();
    const reply = await read(token, row.resourceId);
    expect(reply.data.lessons.map((l) => l.lessonId)).toEqual(await lessonIdsOf(row.resourceId));
    for (const lesson of reply.data.lessons) expect(lesson.mine).toBe(own.has(lesson.courseId));
    expect(reply.data).not.toHaveProperty('url');
    const admin = await read(await login('admin'), row.resourceId);
    expect(admin.data.lessons.every((l) => l.mine)).toBe(true);
    expect((await read(token, 999)).msg).toBe('资源不存在');
  });

  it('previews every resource but downloads only the downloadable ones', async () => {
    const token = await login('teacher');
    const rows = await resourceRows();
    const locked = rows.find((r) => !r.downloadable)!;
    const open = rows.find((r) => r.downloadable)!;
    const preview = await raw(`/user/resource/${locked.resourceId}/preview`, { token });
    expect(preview.headers.get('Content-Disposition')).toMatch(/^inline/);
    expect((await preview.arrayBuffer()).byteLength).toBe(locked.size);
    // preview and download answer a file, or a JSON refusal: by path, read as sent
    const refused = await call(`/user/resource/${locked.resourceId}/download`, { token, lang: 'en' });
    expect(refused).toMatchObject({ code: 500, msg: 'This resource may not be downloaded; please preview it online' });
    const file = await raw(`/user/resource/${open.resourceId}/download`, { token });
    expect(file.headers.get('Content-Disposition')).toMatch(/^attachment/);
    expect((await file.arrayBuffer()).byteLength).toBe(open.size);
  });

  it("gives the library's holders the discipline and subject choices of its filters", async () => {
    const courses = api<typeof courseRoutes>({ token: await login('teacher') }).admin.course;
    const reply = await answer(courses.options.disciplines.$get());
    expect(reply.code).toBe(200);
    expect(reply.data).toHaveLength(await disciplineCount());
  });

  it('is refused to roles without the library', async () => {
    expect((await list(await login('schooladmin'))).code).toBe(403);
    expect((await call('/user/resource/1/preview', { token: await login('principal') })).code).toBe(403);
  });
});
