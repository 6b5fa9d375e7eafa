import { beforeEach, describe, expect, it } from 'vitest';
import { disciplineRows, leaderRows, userIdOf } from '../helpers/rows/discipline-data';
import { call, login } from '../helpers/client';

// Discipline leaders (docs/api.md "Disciplines, subjects and discipline leaders").

interface Leader {
  leaderId: number;
  userId: number;
  disciplineId: number;
  leaderName: string;
  disciplineName: string;
}

let token = '';
beforeEach(async () => {
  token = await login('admin');
});

const userId = userIdOf;

describe('discipline leaders', () => {
  it('lists who leads which discipline, in the request language', async () => {
    const list = await call<unknown, Leader>('/admin/disciplineleader/list', {
      token,
      lang: 'en',
      query: { pageSize: 50 },
    });
    expect(list.total).toBe((await leaderRows()).length);
    expect(list.total).toBeGreaterThan(0);
    expect(list.rows.map((r) => r.disciplineName)).toContain('Science');
  });

  it('offers only accounts with the discipline leader role', async () => {
    const options = await call<{ userName: string }[]>('/admin/disciplineleader/options/users', { token });
    const names = options.data.map((u) => u.userName);
    expect(names).toEqual(expect.arrayContaining(['leader', 'multi']));
    expect(names).not.toContain('teacher');
  });

  it('requires the user and the discipline, refuses a non-leader and a pair given twice', async () => {
    const before = (await leaderRows()).length;
    expect((await call('/admin/disciplineleader', { method: 'POST', token, body: { disciplineId: 1 } })).msg).toBe(
      '负责人不能为空',
    );
    const noDiscipline = await call('/admin/disciplineleader', {
      method: 'POST',
      token,
      lang: 'en',
      body: { userId: await userId('leader') },
    });
    expect(noDiscipline.msg).toBe('Discipline is required');
    const teacher = await call('/admin/disciplineleader', {
      method: 'POST',
      token,
      body: { userId: await userId('teacher'), disciplineId: 1 },
    });
    expect(teacher.msg).toContain('没有学科负责人角色');
    const existing = (await leaderRows())[0];
    const twice = await call('/admin/disciplineleader', {
      method: 'POST',
      token,
      body: { userId: existing.userId, disciplineId: existing.disciplineId },
    });
    expect(twice.msg).toContain('已是学科');
    expect(await leaderRows()).toHaveLength(before);
  });

  it('adds and removes a leader; other roles get 403', async () => {
    const multi = await userId('multi');
    const leaders = await leaderRows();
    const free = (await disciplineRows()).find(
      (d) => !leaders.some((l) => l.disciplineId === d.disciplineId && l.userId === multi),
    )!;
    const added = await call<Leader>('/admin/disciplineleader', {
      method: 'POST',
      token,
      body: { userId: multi, disciplineId: free.disciplineId },
    });
    expect(added.code).toBe(200);
    expect((await call(`/admin/disciplineleader/${added.data.leaderId}`, { method: 'DELETE', token })).code).toBe(200);
    const leader = await login('leader');
    expect((await call('/admin/disciplineleader/list', { token: leader })).code).toBe(403);
  });
});
