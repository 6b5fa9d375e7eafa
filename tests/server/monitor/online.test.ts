import { describe, expect, it } from 'vitest';
import type { monitorRoutes } from '../../../server/areas/monitor/routes';
import { answer, api } from '../helpers/api';
import { call, login } from '../helpers/client';

// Online users and "My sessions" (docs/api.md "Online users"): every live session with where it
// came from, never its token; ending one answers 401 to its next call and is a "forced out" row of
// the login history; a school's administrator sees and ends their school's sessions only.

const online = (token: string) => api<typeof monitorRoutes>({ token }).monitor.online;

const sessionsOf = async (token: string, userName: string) =>
  (await answer(online(token).list.$get({ query: { userName } }))).rows;

describe('the online users', () => {
  it('lists live sessions without their tokens, and force logout ends one on its next call', async () => {
    const teacher = await login('teacher');
    const admin = await login('admin');
    const [row] = await sessionsOf(admin, 'teacher');
    expect(row).toMatchObject({ userName: 'teacher', current: false });
    expect(JSON.stringify(row)).not.toContain(teacher);
    expect(Object.keys(row!)).not.toContain('tokenHash');
    expect((await call('/getInfo', { token: teacher })).code).toBe(200);
    const ended = await answer(online(admin)[':sessionIds'].$delete({ param: { sessionIds: String(row!.sessionId) } }));
    expect(ended.code).toBe(200);
    expect((await call('/getInfo', { token: teacher })).code).toBe(401);
    const history = await call<unknown, { result: string }>('/monitor/logininfor/list', {
      token: admin,
      query: { userName: 'teacher' },
    });
    expect(history.rows[0]?.result).toBe('forcedOut');
  });

  it("shows a school's administrator their school's sessions only, and refuses to end another's", async () => {
    await login('teacher');
    await login('zhangwei');
    const schoolAdmin = await login('schooladmin');
    expect((await sessionsOf(schoolAdmin, 'teacher')).length).toBeGreaterThan(0);
    expect(await sessionsOf(schoolAdmin, 'zhangwei')).toEqual([]);
    const [other] = await sessionsOf(await login('admin'), 'zhangwei');
    const refused = await answer(
      online(schoolAdmin)[':sessionIds'].$delete({ param: { sessionIds: String(other!.sessionId) } }),
    );
    expect(refused.code).toBe(500);
    expect((await sessionsOf(await login('admin'), 'zhangwei')).length).toBeGreaterThan(0);
  });

  it('refuses the list to a teacher', async () => {
    expect((await answer(online(await login('teacher')).list.$get({ query: {} }))).code).toBe(403);
  });
});

describe('my sessions', () => {
  it("lists the user's own devices with this one marked, and ends another of them", async () => {
    const other = await login('teacher');
    const mine = await login('teacher');
    const listed = await answer(online(mine).mine.$get());
    expect(listed.data.filter((s) => s.current)).toHaveLength(1);
    const elsewhere = listed.data.find((s) => !s.current)!;
    const ended = await answer(
      online(mine).mine[':sessionIds'].$delete({ param: { sessionIds: String(elsewhere.sessionId) } }),
    );
    expect(ended.code).toBe(200);
    expect((await call('/getInfo', { token: other })).code).toBe(401);
    expect((await call('/getInfo', { token: mine })).code).toBe(200);
  });

  it("cannot end another account's session", async () => {
    await login('principal');
    const [theirs] = await sessionsOf(await login('admin'), 'principal');
    const teacher = await login('teacher');
    const refused = await answer(
      online(teacher).mine[':sessionIds'].$delete({ param: { sessionIds: String(theirs!.sessionId) } }),
    );
    expect(refused.code).toBe(500);
    expect((await sessionsOf(await login('admin'), 'principal')).length).toBeGreaterThan(0);
  });
});
