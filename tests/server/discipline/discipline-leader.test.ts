import { beforeEach, describe, expect, it } from 'vitest';
import { disciplineRows, leaderRows, userIdOf } from '../helpers/rows/discipline-data';
import type { disciplineRoutes } from '../../../server/areas/discipline/routes';
import { answer, api } from '../helpers/api';
import { login } from '../helpers/client';

// Discipline leaders (docs/api.md "Disciplines, subjects and discipline leaders").

let token = '';
beforeEach(async () => {
  token = await login('admin');
});

/** The discipline leader calls, as the admin (or `as`) in `lang`. */
const leaders = (lang: 'zh' | 'en' = 'zh', as = token) =>
  api<typeof disciplineRoutes>({ token: as, lang }).admin.disciplineleader;
const list = (query: Record<string, string | number>, lang: 'zh' | 'en' = 'zh', as = token) =>
  answer(leaders(lang, as).list.$get({ query }));
const add = (json: object, lang: 'zh' | 'en' = 'zh') => answer(leaders(lang).$post({ json }));
const userId = userIdOf;

describe('discipline leaders', () => {
  it('lists who leads which discipline, in the request language', async () => {
    const page = await list({ pageSize: 50 }, 'en');
    expect(page.total).toBe((await leaderRows()).length);
    expect(page.total).toBeGreaterThan(0);
    expect(page.rows.map((r) => r.disciplineName)).toContain('Science');
  });

  it('offers only accounts with the discipline leader role', async () => {
    const options = await answer(leaders().options.users.$get());
    const names = options.data.map((u) => u.userName);
    expect(names).toEqual(expect.arrayContaining(['leader', 'multi']));
    expect(names).not.toContain('teacher');
  });

  it('requires the user and the discipline, refuses a non-leader and a pair given twice', async () => {
    const before = (await leaderRows()).length;
    expect((await add({ disciplineId: 1 })).msg).toBe('负责人不能为空');
    const noDiscipline = await add({ userId: await userId('leader') }, 'en');
    expect(noDiscipline.msg).toBe('Discipline is required');
    const teacher = await add({ userId: await userId('teacher'), disciplineId: 1 });
    expect(teacher.msg).toContain('没有学科负责人角色');
    const existing = (await leaderRows())[0];
    const twice = await add({ userId: existing.userId, disciplineId: existing.disciplineId });
    expect(twice.msg).toContain('已是学科');
    expect(await leaderRows()).toHaveLength(before);
  });

  it('adds and removes a leader; other roles get 403', async () => {
    const multi = await userId('multi');
    const held = await leaderRows();
    const free = (await disciplineRows()).find(
      (d) => !held.some((l) => l.disciplineId === d.disciplineId && l.userId === multi),
    )!;
    const added = await add({ userId: multi, disciplineId: free.disciplineId });
    expect(added.code).toBe(200);
    const removed = await answer(leaders()[':ids'].$delete({ param: { ids: String(added.data.leaderId) } }));
    expect(removed.code).toBe(200);
    const leader = await login('leader');
    expect((await list({}, 'zh', leader)).code).toBe(403);
  });
});
