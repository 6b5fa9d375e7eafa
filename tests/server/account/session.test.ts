import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../../server/db/schema';
import { authed } from '../../../server/lib/auth';
import { ok } from '../../../server/lib/envelope';
import { SESSION_IDLE_MS, SESSION_TOUCH_MS } from '../../../server/lib/sessions';
import { sha256Hex } from '../../../server/lib/tokens';
import { call, login, request } from '../helpers/client';
import { clock, db, expireAllSessions, freshApp } from '../helpers/harness';

// docs/api.md "Sessions" and the 401/403 envelope.

const UNAUTHORISED_ZH = { code: 401, msg: '认证失败，无法访问系统资源', kind: 'unauthorised' };
const UNAUTHORISED_EN = {
  code: 401,
  msg: 'Authentication failed, unable to access system resources',
  kind: 'unauthorised',
};

interface Info {
  user: Record<string, unknown>;
  roles: string[];
  permissions: string[];
}

describe('sessions', () => {
  it('answers getInfo for a logged-in user', async () => {
    const info = await call<Info>('/getInfo', { token: await login('teacher') });
    expect(info.code).toBe(200);
    expect(info.data.user).toMatchObject({
      userId: 4,
      userName: 'teacher',
      nickName: '李老师',
      sex: '1',
      avatar: '',
      status: '0',
    });
    expect(info.data.user).not.toHaveProperty('password');
    expect(info.data.user).not.toHaveProperty('passwordHash');
    expect(info.data.roles).toEqual(['teacher']);
    expect(info.data.permissions).toContain('user:teacher:list');
    expect(info.data.permissions).not.toContain('system:user:list');
  });

  it('gives admin every permission', async () => {
    const info = await call<Info>('/getInfo', { token: await login('admin') });
    expect(info.data).toMatchObject({ roles: ['admin'], permissions: ['*:*:*'] });
  });

  it('answers 401 without a token or with an unknown one, in the request language', async () => {
    expect(await call('/getInfo')).toEqual(UNAUTHORISED_ZH);
    expect(await call('/getRouters', { lang: 'en' })).toEqual(UNAUTHORISED_EN);
    expect(await call('/getInfo', { token: 'not-a-token', lang: 'en' })).toEqual(UNAUTHORISED_EN);
  });

  it('answers 401 once the session has expired', async () => {
    const token = await login('admin');
    await expireAllSessions();
    expect(await call('/getInfo', { token })).toEqual(UNAUTHORISED_ZH);
  });

  it('keeps a session alive while it is used (sliding two hours)', async () => {
    const token = await login('teacher');
    clock.advance(SESSION_IDLE_MS - 60_000);
    expect((await call('/getInfo', { token })).code).toBe(200);
    clock.advance(SESSION_IDLE_MS - 60_000);
    expect((await call('/getInfo', { token })).code).toBe(200);
    clock.advance(SESSION_IDLE_MS + 60_000);
    expect((await call('/getInfo', { token })).code).toBe(401);
  });

  it('writes the session clock at most once a minute: a call soon after only reads it', async () => {
    const token = await login('teacher');
    const lastActive = async () =>
      (
        await db()
          .select()
          .from(sessions)
          .where(eq(sessions.tokenHash, sha256Hex(token)))
      )[0].lastActiveAt.getTime();
    const opened = await lastActive();
    clock.advance(SESSION_TOUCH_MS - 1000);
    expect((await call('/getInfo', { token })).code).toBe(200);
    expect(await lastActive()).toBe(opened);
    clock.advance(2000);
    expect((await call('/getInfo', { token })).code).toBe(200);
    expect(await lastActive()).toBeGreaterThanOrEqual(opened + SESSION_TOUCH_MS + 1000);
    // the clock now runs from that call: idle for two hours less a minute, it is still alive
    clock.advance(SESSION_IDLE_MS - 60_000);
    expect((await call('/getInfo', { token })).code).toBe(200);
  });

  it('ends the session on logout, and logout always succeeds', async () => {
    const token = await login('teacher');
    expect(await call('/logout', { method: 'POST', token })).toEqual({ code: 200, msg: '操作成功' });
    expect((await call('/getInfo', { token })).code).toBe(401);
    expect(await call('/logout', { method: 'POST', token, lang: 'en' })).toEqual({ code: 200, msg: 'Success' });
    expect((await call('/logout', { method: 'POST' })).code).toBe(200);
  });

  it('keeps other sessions when one logs out', async () => {
    const first = await login('teacher');
    const second = await login('teacher');
    await call('/logout', { method: 'POST', token: first });
    expect((await call('/getInfo', { token: second })).code).toBe(200);
  });

  it('keeps only a hash of the token in the database', async () => {
    const token = await login('teacher');
    const rows = await db().select().from(sessions);
    expect(rows.map((r) => r.tokenHash)).toContain(sha256Hex(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('ends the session of a user whose account was disabled since', async () => {
    const token = await login('teacher');
    await db().update(users).set({ status: '1' }).where(eq(users.userName, 'teacher'));
    expect(await call('/getInfo', { token })).toEqual(UNAUTHORISED_ZH);
  });

  it('answers 403 when the role lacks the permission', async () => {
    const token = await login('teacher');
    expect(await call('/system/dict/data/list', { token })).toEqual({
      code: 403,
      msg: '没有权限，请联系管理员授权',
      kind: 'forbidden',
    });
    expect(await call('/system/config/list', { token, lang: 'en' })).toEqual({
      code: 403,
      msg: 'No permission, please contact the administrator',
      kind: 'forbidden',
    });
  });

  it('lets the administrator pass any permission, and answers 401 before checking one', async () => {
    const app = freshApp();
    app.get('/probe/config', authed('system:config:list'), (c) => ok(c, 'seen'));
    const probe = async (token: string) => (await app.fetch(request('/probe/config', { token }))).json();
    expect(await probe(await login('admin'))).toEqual({ code: 200, msg: '操作成功', data: 'seen' });
    expect(await probe('not-a-token')).toEqual(UNAUTHORISED_ZH);
  });
});
