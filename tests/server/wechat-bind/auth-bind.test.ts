import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_FAILURES } from '../../../server/areas/account/login-guard';
import { createApp, type App } from '../../../server/app';
import { loginFailures, sessions, users, wechatBindings } from '../../../server/db/schema';
import { readSettings, WECHAT_API_BASE, WECHAT_TIMEOUT_MS, type WechatSettings } from '../../../server/settings';
import { call, captcha, request, type Envelope } from '../helpers/client';
import { clock, db, serverLog } from '../helpers/harness';

// docs/api.md "POST /auth/bind" on the server: the WeChat code is exchanged with WeChat's OAuth
// call (here a stub on 127.0.0.1 that the file starts and stops) before a binding is recorded
// and a session opened; the account is checked as /login checks it.

const APP_ID = 'wx-test-app';
const SECRET = 'secret-that-must-stay-on-the-server';

/** What the stub WeChat answers for each code; a code it does not know gets WeChat's "invalid code". */
const WECHAT_ANSWERS: Record<string, unknown> = {
  'code-teacher': { access_token: 'at-1', expires_in: 7200, openid: 'openid-teacher', scope: 'snsapi_login' },
  'code-teacher-again': { access_token: 'at-2', expires_in: 7200, openid: 'openid-teacher', scope: 'snsapi_login' },
  'code-spent': { errcode: 40163, errmsg: 'code been used, rid: 1' },
  'code-bad-secret': { errcode: 40125, errmsg: 'invalid appsecret, rid: 2' },
};
const SLOW_CODE = 'code-never-answered';

let wechatStub: Server;
let stubBase: string;
/** the query strings WeChat received, in order */
let asked: URLSearchParams[] = [];

function answerAsWechat(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://stub');
  if (url.pathname !== '/sns/oauth2/access_token') {
    res.writeHead(404).end();
    return;
  }
  asked.push(url.searchParams);
  const code = url.searchParams.get('code') ?? '';
  if (code === SLOW_CODE) return; // never answers: the server's timeout must end the wait
  // WeChat labels its JSON as text/plain
  res.writeHead(200, { 'Content-Type': 'text/plain' });
  res.end(JSON.stringify(WECHAT_ANSWERS[code] ?? { errcode: 40029, errmsg: 'invalid code, rid: 3' }));
}

beforeAll(async () => {
  wechatStub = createServer(answerAsWechat);
  await new Promise<void>((resolve) => wechatStub.listen(0, '127.0.0.1', resolve));
  stubBase = `http://127.0.0.1:${(wechatStub.address() as AddressInfo).port}`;
});
afterAll(async () => {
  wechatStub.closeAllConnections();
  await new Promise<void>((resolve) => wechatStub.close(() => resolve()));
});

let logged: string[] = [];
afterEach(() => {
  asked = [];
  logged = [];
  vi.restoreAllMocks();
});

/**
 * Every line the server logs while a test runs, to prove the secret is never in one: its log
 * (the apps here write to the harness's `serverLog`) and anything written to the console.
 */
function captureLogs() {
  for (const method of ['log', 'info', 'warn', 'error'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      logged.push(args.map(String).join(' '));
    });
  }
}
const allLogged = () => [...logged, ...serverLog.lines()];

const wechatSettings = (timeoutMs = WECHAT_TIMEOUT_MS): WechatSettings => ({
  appId: APP_ID,
  appSecret: SECRET,
  apiBase: stubBase,
  timeoutMs,
});

/** The server as deployed with WeChat's app id and secret. */
const wechatApp = (timeoutMs?: number): App =>
  createApp({ db: db(), clock, wechat: wechatSettings(timeoutMs), log: serverLog.log });

/** Every answer's raw text, to prove the secret is never in one. */
let answered: string[] = [];

/** The WeChat code is `code`; the captcha's answer travels as `captchaCode`. */
async function solvedCaptcha() {
  const { uuid, code } = await captcha();
  return { uuid, captchaCode: code };
}

/** A bind as the bind page sends it: with a solved captcha, unless the body brings its own `uuid`. */
async function bind(body: Record<string, unknown>, lang: 'zh' | 'en' = 'zh', app: App = wechatApp()) {
  const sent = 'uuid' in body ? body : { ...(await solvedCaptcha()), ...body };
  const text = await (await app.fetch(request('/auth/bind', { method: 'POST', body: sent, lang }))).text();
  answered.push(text);
  return JSON.parse(text) as Envelope<{ token: string }>;
}

const teacher = { username: 'teacher', password: 'admin123' };

async function userIdOf(userName: string): Promise<number> {
  const [user] = await db().select({ userId: users.userId }).from(users).where(eq(users.userName, userName));
  return user.userId;
}

const bindingsOf = async (openId: string) =>
  db().select({ userId: wechatBindings.userId }).from(wechatBindings).where(eq(wechatBindings.openId, openId));

const sessionCount = async (userName: string) =>
  (
    await db()
      .select()
      .from(sessions)
      .where(eq(sessions.userId, await userIdOf(userName)))
  ).length;

describe('the WeChat settings', () => {
  it('are off unless both the app id and the secret are set', () => {
    expect(readSettings({}).wechat).toBeUndefined();
    expect(readSettings({ WECHAT_APP_ID: APP_ID }).wechat).toBeUndefined();
    expect(readSettings({ WECHAT_APP_SECRET: SECRET }).wechat).toBeUndefined();
    expect(readSettings({ WECHAT_APP_ID: APP_ID, WECHAT_APP_SECRET: SECRET }).wechat).toEqual({
      appId: APP_ID,
      appSecret: SECRET,
      apiBase: WECHAT_API_BASE,
      timeoutMs: 5000,
    });
  });

  it('take another address of the API, and refuse one that is no address', () => {
    const env = { WECHAT_APP_ID: APP_ID, WECHAT_APP_SECRET: SECRET };
    expect(readSettings({ ...env, WECHAT_API_BASE: 'http://127.0.0.1:9/' }).wechat?.apiBase).toBe('http://127.0.0.1:9');
    expect(() => readSettings({ ...env, WECHAT_API_BASE: 'not an address' })).toThrow(/WECHAT_API_BASE/);
  });
});

describe('POST /auth/bind without WeChat settings', () => {
  it('is refused in the request language, and nothing else happens', async () => {
    const notConfigured = createApp({ db: db(), clock });
    expect(await bind({ ...teacher, code: 'code-teacher' }, 'zh', notConfigured)).toEqual({
      code: 500,
      msg: '未开启微信登录',
      kind: 'invalid',
    });
    expect(await bind({ username: 'teacher', password: 'wrong', code: 'code-teacher' }, 'en', notConfigured)).toEqual({
      code: 500,
      msg: 'WeChat login is not enabled',
      kind: 'invalid',
    });
    // the wrong password above was not even looked at
    expect(await db().select().from(loginFailures)).toEqual([]);
    expect(await sessionCount('teacher')).toBe(0);
    expect(asked).toEqual([]);
  });

  it('is what the server in the harness (no settings) answers too', async () => {
    expect(await call('/auth/bind', { method: 'POST', body: { ...teacher, code: 'code-teacher' } })).toEqual({
      code: 500,
      msg: '未开启微信登录',
      kind: 'invalid',
    });
  });
});

describe('POST /auth/bind with WeChat settings', () => {
  it('exchanges a good code, records the binding and answers a token that works', async () => {
    const reply = await bind({ ...teacher, code: 'code-teacher', state: 'abc' });
    expect(reply).toMatchObject({ code: 200, msg: '操作成功' });
    expect(reply.data.token).toMatch(/^[0-9a-f]{32,}$/);
    expect(reply.token).toBe(reply.data.token);

    expect(asked.map((q) => Object.fromEntries(q))).toEqual([
      { appid: APP_ID, secret: SECRET, code: 'code-teacher', grant_type: 'authorization_code' },
    ]);
    expect(await bindingsOf('openid-teacher')).toEqual([{ userId: await userIdOf('teacher') }]);

    const info = await call<{ user: { userName: string }; roles: string[] }>('/getInfo', { token: reply.data.token });
    expect(info.code).toBe(200);
    expect(info.data.user.userName).toBe('teacher');
    expect(info.data.roles).toEqual(['teacher']);
  });

  it('binds the same WeChat user to the same account again: that is a login', async () => {
    expect((await bind({ ...teacher, code: 'code-teacher' })).code).toBe(200);
    expect((await bind({ ...teacher, code: 'code-teacher-again' })).code).toBe(200);
    expect(await bindingsOf('openid-teacher')).toHaveLength(1);
    expect(await sessionCount('teacher')).toBe(2);
  });

  it('refuses a WeChat user already bound to another account, and leaves the binding', async () => {
    expect((await bind({ ...teacher, code: 'code-teacher' })).code).toBe(200);
    expect(await bind({ username: 'principal', password: 'admin123', code: 'code-teacher-again' })).toEqual({
      code: 500,
      msg: '该微信已绑定其他账号',
      kind: 'conflict',
    });
    expect(await bind({ username: 'principal', password: 'admin123', code: 'code-teacher-again' }, 'en')).toEqual({
      code: 500,
      msg: 'This WeChat account is already bound to another account',
      kind: 'conflict',
    });
    expect(await bindingsOf('openid-teacher')).toEqual([{ userId: await userIdOf('teacher') }]);
    expect(await sessionCount('principal')).toBe(0);
  });

  it('refuses a code WeChat calls used or invalid: no binding, no session', async () => {
    expect(await bind({ ...teacher, code: 'code-spent' })).toEqual({
      code: 500,
      msg: '微信授权已失效，请重新扫码',
      kind: 'invalid',
    });
    expect(await bind({ ...teacher, code: 'code-nobody-issued' }, 'en')).toEqual({
      code: 500,
      msg: 'The WeChat authorisation has expired, scan again',
      kind: 'invalid',
    });
    expect(await db().select().from(wechatBindings)).toEqual([]);
    expect(await sessionCount('teacher')).toBe(0);
  });

  it('refuses when WeChat rejects the server itself, naming the administrator', async () => {
    captureLogs();
    expect(await bind({ ...teacher, code: 'code-bad-secret' }, 'en')).toEqual({
      code: 500,
      msg: 'WeChat login is unavailable at the moment, please contact the administrator',
      kind: 'internal',
    });
    expect(allLogged().join('\n')).toContain('errcode 40125');
    expect(await sessionCount('teacher')).toBe(0);
  });

  it('gives up on a WeChat that does not answer in time', async () => {
    captureLogs();
    const reply = await bind({ ...teacher, code: SLOW_CODE }, 'en', wechatApp(300));
    expect(reply).toEqual({
      code: 500,
      msg: 'WeChat cannot be reached at the moment, try again later',
      kind: 'internal',
    });
    expect(allLogged().join('\n')).toContain('TimeoutError');
    expect(await sessionCount('teacher')).toBe(0);
  });

  it('refuses when WeChat cannot be reached at all', async () => {
    captureLogs();
    const nowhere = createApp({
      db: db(),
      clock,
      wechat: { ...wechatSettings(), apiBase: 'http://127.0.0.1:9' },
      log: serverLog.log,
    });
    expect(await bind({ ...teacher, code: 'code-teacher' }, 'zh', nowhere)).toEqual({
      code: 500,
      msg: '微信服务暂时无法访问，请稍后再试',
      kind: 'internal',
    });
    expect(await sessionCount('teacher')).toBe(0);
  });

  it('names each missing or too long field', async () => {
    expect(await bind(teacher)).toEqual({ code: 500, msg: '微信授权码不能为空', kind: 'invalid' });
    expect(await bind({ ...teacher, code: 'x'.repeat(201) }, 'en')).toEqual({
      code: 500,
      msg: 'WeChat authorisation code must be 1 to 200 characters long',
      kind: 'invalid',
    });
    expect(await bind({ password: 'admin123', code: 'code-teacher' })).toEqual({
      code: 500,
      msg: '用户名不能为空',
      kind: 'invalid',
    });
    expect(await bind({ username: 'teacher', code: 'code-teacher' }, 'en')).toEqual({
      code: 500,
      msg: 'Password is required',
      kind: 'invalid',
    });
    expect(asked).toEqual([]);
  });

  it('asks for the same captcha as /login before it looks at the password or spends the code', async () => {
    const wrong = { username: 'teacher', password: 'bad', code: 'code-teacher' };
    expect(await bind({ ...wrong, uuid: undefined }, 'en')).toEqual({
      code: 500,
      msg: 'Captcha is required',
      kind: 'invalid',
    });
    expect(await bind({ ...teacher, code: 'code-teacher', uuid: 'nope', captchaCode: '3' })).toEqual({
      code: 500,
      msg: '验证码已失效',
      kind: 'invalid',
    });
    const solved = await captcha();
    const wrongAnswer = { uuid: solved.uuid, captchaCode: String(Number(solved.code) + 1) };
    expect(await bind({ ...teacher, code: 'code-teacher', ...wrongAnswer }, 'en')).toEqual({
      code: 500,
      msg: 'Wrong captcha',
      kind: 'invalid',
    });
    expect(asked).toEqual([]);
    expect(await db().select().from(loginFailures)).toEqual([]);
    expect(await sessionCount('teacher')).toBe(0);
  });

  it('counts a wrong password toward the login lock, before the code is spent at WeChat', async () => {
    const wrong = { username: 'teacher', password: 'bad', code: 'code-teacher' };
    for (let i = 1; i < MAX_FAILURES; i++) expect((await bind(wrong)).msg).toBe('用户不存在/密码错误');
    expect(await bind(wrong)).toEqual({ code: 500, msg: '密码输入错误5次，帐户锁定10分钟', kind: 'invalid' });
    // locked: even the right password is refused, on this call and on /login alike
    expect((await bind({ ...teacher, code: 'code-teacher' }, 'en')).msg).toBe(
      'Wrong password entered 5 times, the account is locked for 10 minutes',
    );
    expect(asked).toEqual([]);
    expect(await sessionCount('teacher')).toBe(0);
    clock.advance(10 * 60 * 1000 + 1000);
    expect((await bind({ ...teacher, code: 'code-teacher' })).code).toBe(200);
  });

  it('shares the count with /login: wrong passwords on both lock the account', async () => {
    const { loginReply } = await import('../helpers/client');
    for (let i = 1; i < MAX_FAILURES; i++) await loginReply('teacher', 'bad');
    expect(await bind({ username: 'teacher', password: 'bad', code: 'code-teacher' })).toEqual({
      code: 500,
      msg: '密码输入错误5次，帐户锁定10分钟',
      kind: 'invalid',
    });
  });

  it('refuses a disabled account and an applicant still waiting, as /login does', async () => {
    expect(await bind({ username: 'disabled', password: 'admin123', code: 'code-teacher' })).toEqual({
      code: 500,
      msg: '对不起，您的账号已停用',
      kind: 'invalid',
    });
    const waiting = await bind({ username: 'huangfang', password: 'admin123', code: 'code-teacher' }, 'en');
    expect(waiting).toMatchObject({ code: 500, msg: expect.stringContaining('awaiting approval') });
    expect(asked).toEqual([]);
    expect(await db().select().from(wechatBindings)).toEqual([]);
  });

  it('never puts the app secret in an answer or a log line', async () => {
    captureLogs();
    answered = [];
    await bind({ ...teacher, code: 'code-teacher' });
    await bind({ ...teacher, code: 'code-spent' });
    await bind({ ...teacher, code: 'code-bad-secret' });
    await bind({ ...teacher, code: SLOW_CODE }, 'zh', wechatApp(300));
    await bind(
      { ...teacher, code: 'code-teacher' },
      'en',
      createApp({
        db: db(),
        clock,
        wechat: { ...wechatSettings(), apiBase: 'http://127.0.0.1:9' },
        log: serverLog.log,
      }),
    );
    expect(answered).toHaveLength(5);
    expect(serverLog.lines().length).toBeGreaterThan(0);
    for (const text of [...answered, ...allLogged()]) expect(text).not.toContain(SECRET);
  });
});
