import { describe, expect, it } from 'vitest';
import type { monitorRoutes } from '../../../server/areas/monitor/routes';
import { MAX_FAILURES } from '../../../server/areas/account/login-guard';
import { createApp } from '../../../server/app';
import { DEFAULT_RATE_LIMITS } from '../../../server/lib/rate-limit-settings';
import { answer, api } from '../helpers/api';
import { call, captcha, login, loginReply, request } from '../helpers/client';
import { clock, db, serverLog } from '../helpers/harness';

// The login history (docs/api.md "Login log"): every attempt with the name as typed and what
// became of it, logouts too; the administrator lists, filters, deletes and cleans it, and unlocks
// a name wrong passwords locked.

const history = (token: string) => api<typeof monitorRoutes>({ token }).monitor.logininfor;

async function resultsFor(token: string, userName: string) {
  const list = await answer(history(token).list.$get({ query: { userName, pageSize: '50' } }));
  return list.rows.map((row) => row.result);
}

describe('the login history', () => {
  it('records a login, each wrong password, the lock, a wrong captcha and a logout, newest first', async () => {
    expect((await loginReply('teacher', 'nope')).code).toBe(500);
    const { uuid } = await captcha();
    const wrongCaptcha = await call('/login', {
      method: 'POST',
      body: { username: 'teacher', password: 'admin123', code: '9999', uuid },
    });
    expect(wrongCaptcha.code).toBe(500);
    const token = await login('teacher');
    expect((await call('/logout', { method: 'POST', token })).code).toBe(200);
    for (let i = 0; i < MAX_FAILURES; i++) await loginReply('teacher', 'nope');
    expect((await loginReply('teacher')).code).toBe(500);
    const admin = await login('admin');
    const results = await resultsFor(admin, 'teacher');
    expect(results.slice(0, MAX_FAILURES + 5).reverse()).toEqual([
      'wrongPassword',
      'wrongCaptcha',
      'loggedIn',
      'loggedOut',
      ...Array<string>(MAX_FAILURES - 1).fill('wrongPassword'),
      'locked',
      'locked',
    ]);
  });

  it('keeps the name as typed, the address and the browser, with the account it named', async () => {
    const { uuid, code } = await captcha();
    const sent = request('/login', {
      method: 'POST',
      body: { username: 'Nobody-Here', password: 'x', code, uuid },
      headers: { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0' },
    });
    await createAppFor().fetch(sent, { incoming: { socket: { remoteAddress: '203.0.113.7' } } });
    const admin = await login('admin');
    const list = await answer(history(admin).list.$get({ query: { userName: 'Nobody-Here' } }));
    expect(list.rows[0]).toMatchObject({
      userName: 'Nobody-Here',
      userId: null,
      ipaddr: '203.0.113.7',
      browser: 'Firefox 128',
      os: 'Linux',
      result: 'wrongPassword',
    });
    const mine = await answer(history(admin).list.$get({ query: { userName: 'admin', result: 'loggedIn' } }));
    expect(mine.rows[0]).toMatchObject({ userName: 'admin', userId: 1 });
  });

  it('records a login the rate limit refused', async () => {
    const limited = createApp({
      db: db(),
      clock,
      log: serverLog.log,
      rateLimits: { ...DEFAULT_RATE_LIMITS, loginPerAccount: 1 },
    });
    const attempt = async () => {
      const { uuid, code } = await captcha();
      const reply = await limited.fetch(
        request('/login', { method: 'POST', body: { username: 'principal', password: 'x', code, uuid } }),
      );
      return ((await reply.json()) as { code: number }).code;
    };
    expect(await attempt()).toBe(500);
    expect(await attempt()).toBe(429);
    expect((await resultsFor(await login('admin'), 'principal')).slice(0, 2)).toEqual(['rateLimited', 'wrongPassword']);
  });

  it('unlocks a locked name from its row, after which the right password logs in', async () => {
    for (let i = 0; i < MAX_FAILURES; i++) await loginReply('principal', 'nope');
    expect((await loginReply('principal')).msg).toContain('锁定');
    const admin = await login('admin');
    const unlocked = await answer(
      history(admin).unlock[':userName'].$put({ param: { userName: 'PRINCIPAL' }, json: {} }),
    );
    expect(unlocked.code).toBe(200);
    expect((await loginReply('principal')).code).toBe(200);
  });

  it('deletes rows and cleans the whole history; only the administrator may', async () => {
    await loginReply('teacher', 'nope');
    const admin = await login('admin');
    const [row] = (await answer(history(admin).list.$get({ query: { userName: 'teacher' } }))).rows;
    expect((await answer(history(admin)[':infoIds'].$delete({ param: { infoIds: String(row!.infoId) } }))).code).toBe(
      200,
    );
    expect(await resultsFor(admin, 'teacher')).toEqual([]);
    const schoolAdmin = await login('schooladmin');
    expect((await answer(history(schoolAdmin).list.$get({ query: {} }))).code).toBe(403);
    expect((await answer(history(admin).clean.$delete())).code).toBe(200);
    expect((await answer(history(admin).list.$get({ query: {} }))).total).toBe(0);
  });
});

function createAppFor() {
  return createApp({
    db: db(),
    clock,
    log: serverLog.log,
    rateLimits: { ...DEFAULT_RATE_LIMITS, loginPerAddress: 1000 },
  });
}
