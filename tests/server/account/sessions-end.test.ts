import { describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { SESSION_IDLE_MS } from '../../../server/lib/sessions';
import { readSettings } from '../../../server/settings';
import { call, login, request, type Envelope } from '../helpers/client';
import { clock, db, serverLog } from '../helpers/harness';

// docs/security.md "Sessions": a session ends with the credentials it was opened with (a password
// change ends the user's other sessions, a reset, a disabled or deleted account end them all, on
// every instance, since sessions live in the shared table), and after an absolute lifetime
// however busy it was.

const TEACHER_ID = 4;
const live = async (token: string) => (await call('/getInfo', { token })).code === 200;

describe('a change of credentials', () => {
  it('ends the other sessions of a user who changes their password, and keeps the one that changed it', async () => {
    const [here, elsewhere] = [await login('teacher'), await login('teacher')];
    const other = await login('principal');
    const changed = await call('/system/user/profile/updatePwd', {
      method: 'PUT',
      token: here,
      body: { oldPassword: 'admin123', newPassword: 'new-pass-1' },
    });
    expect(changed.code).toBe(200);
    expect(await live(here)).toBe(true);
    expect(await live(elsewhere)).toBe(false);
    expect(await live(other)).toBe(true);
  });

  it('ends every session of the user whose password an administrator resets', async () => {
    const admin = await login('admin');
    const teacher = await login('teacher');
    const reset = await call('/system/user/resetPwd', {
      method: 'PUT',
      token: admin,
      body: { userId: TEACHER_ID, password: 'fresh-pass' },
    });
    expect(reset.code).toBe(200);
    expect(await live(teacher)).toBe(false);
    expect(await live(admin)).toBe(true);
  });

  it('ends every session of an account disabled from the status switch; enabling it again revives none', async () => {
    const admin = await login('admin');
    const teacher = await login('teacher');
    const status = (s: string) =>
      call('/system/user/changeStatus', { method: 'PUT', token: admin, body: { userId: TEACHER_ID, status: s } });
    expect((await status('1')).code).toBe(200);
    expect((await status('0')).code).toBe(200);
    expect(await live(teacher)).toBe(false);
    expect(await live(await login('teacher'))).toBe(true);
  });

  it('ends every session of an account disabled in the edit dialog; enabling it again revives none', async () => {
    const admin = await login('admin');
    const teacher = await login('teacher');
    const { data } = await call<{ user: Record<string, unknown>; roleIds: number[] }>(`/system/user/${TEACHER_ID}`, {
      token: admin,
    });
    const save = (status: string) =>
      call('/system/user', { method: 'PUT', token: admin, body: { ...data.user, roleIds: data.roleIds, status } });
    expect((await save('1')).code).toBe(200);
    expect((await save('0')).code).toBe(200);
    expect(await live(teacher)).toBe(false);
  });

  it('ends every session of a deleted user', async () => {
    const admin = await login('admin');
    const created = await call<{ userId: number }>('/system/user', {
      method: 'POST',
      token: admin,
      body: { userName: 'leaving', name: 'Leaving', password: 'secret1', roleIds: [4] },
    });
    expect(created.code).toBe(200);
    const leaving = await login('leaving', 'secret1');
    expect((await call(`/system/user/${created.data.userId}`, { method: 'DELETE', token: admin })).code).toBe(200);
    expect(await call('/getInfo', { token: leaving })).toMatchObject({ code: 401 });
  });
});

describe('the absolute lifetime of a session', () => {
  it('is 168 hours unless SESSION_MAX_AGE_HOURS says otherwise, and refuses what is not a number of hours', () => {
    expect(readSettings({}).sessionMaxAgeHours).toBe(168);
    expect(readSettings({ SESSION_MAX_AGE_HOURS: '12' }).sessionMaxAgeHours).toBe(12);
    expect(() => readSettings({ SESSION_MAX_AGE_HOURS: 'soon' })).toThrow('SESSION_MAX_AGE_HOURS');
    expect(() => readSettings({ SESSION_MAX_AGE_HOURS: '0' })).toThrow('SESSION_MAX_AGE_HOURS');
  });

  it('ends a session used without a break once its lifetime is over', async () => {
    const app = createApp({ db: db(), clock, log: serverLog.log, sessionMaxAgeHours: 3 });
    const get = async (token: string) => (await (await app.fetch(request('/getInfo', { token }))).json()) as Envelope;
    const token = await login('teacher');
    // busy all the time (a call every half hour): the idle clock never runs out
    for (let step = 0; step < 5; step++) {
      clock.advance(30 * 60_000);
      expect((await get(token)).code).toBe(200);
    }
    clock.advance(31 * 60_000);
    expect((await get(token)).code).toBe(401);
    expect((await call('/getInfo', { token })).code).toBe(401);
  });

  it('lasts seven days by default', async () => {
    const token = await login('teacher');
    for (let step = 0; step < 84; step++) {
      clock.advance(SESSION_IDLE_MS - 60_000);
      expect(await live(token)).toBe(true);
    }
    // 84 steps of 1 h 59 min: 166.6 hours; the next one passes the 168th
    clock.advance(SESSION_IDLE_MS - 60_000);
    expect(await live(token)).toBe(false);
  });
});
