import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createApp, type App } from '../../../server/app';
import { rateLimits, roles, userRoles, users } from '../../../server/db/schema';
import { hashPassword } from '../../../server/lib/passwords';
import { parseTrustedProxies } from '../../../server/lib/client-address';
import { DEFAULT_RATE_LIMITS } from '../../../server/lib/rate-limit-settings';
import { request as buildRequest, questionOf, solve, type CallOptions, type Envelope } from '../helpers/client';
import { clock, db, serverLog } from '../helpers/harness';
import { addActivity } from '../helpers/rows/site-data';
import { pngWith } from '../helpers/processes/png';
import { form, uploadRequest } from '../helpers/upload';

// docs/security.md "Rate limits": the limited calls with the settings' defaults, as clients at
// different addresses reach them (the Node server's peer, or X-Forwarded-For from a trusted proxy).

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** An app with the default limits (the shared one raises them), trusting `trustProxy` when given. */
const defaultApp = (trustProxy?: string): App =>
  createApp({ db: db(), clock, log: serverLog.log, trustedProxies: parseTrustedProxies(trustProxy) });

interface Reply {
  status: number;
  retryAfter: string | null;
  body: Envelope;
}

/** One call from a client whose connection comes from `peer` ('' for an in-process call). */
async function from(app: App, peer: string, path: string, options: CallOptions = {}): Promise<Reply> {
  const env = peer ? { incoming: { socket: { remoteAddress: peer } } } : undefined;
  const response = await app.fetch(buildRequest(path, options), env);
  return {
    status: response.status,
    retryAfter: response.headers.get('Retry-After'),
    body: (await response.json()) as Envelope,
  };
}

async function captchaFrom(app: App, peer: string, headers?: Record<string, string>) {
  const reply = await from(app, peer, '/captchaImage', { headers });
  expect(reply.status, reply.body.msg).toBe(200);
  return { uuid: String(reply.body.uuid), code: String(solve(questionOf(String(reply.body.img)))) };
}

async function registerFrom(
  app: App,
  peer: string,
  username: string,
  options: { lang?: 'zh' | 'en'; headers?: Record<string, string> } = {},
) {
  const answer = await captchaFrom(app, peer, options.headers);
  return from(app, peer, '/register', {
    method: 'POST',
    lang: options.lang,
    headers: options.headers,
    body: { username, password: 'secret1', confirmPassword: 'secret1', ...answer },
  });
}

async function loginFrom(app: App, peer: string, username: string, password = 'secret1') {
  const answer = await captchaFrom(app, peer);
  return from(app, peer, '/login', { method: 'POST', body: { username, password, ...answer } });
}

function expectRefused(reply: Reply, windowMs: number, lang: 'zh' | 'en' = 'zh') {
  expect(reply.status).toBe(429);
  expect(reply.body.code).toBe(429);
  const seconds = Number(reply.retryAfter);
  expect(
    Number.isInteger(seconds) && seconds >= 1 && seconds <= windowMs / 1000,
    `Retry-After ${reply.retryAfter}`,
  ).toBe(true);
  expect(reply.body.msg).toBe(
    lang === 'zh'
      ? `请求过于频繁，请 ${seconds} 秒后再试`
      : `Too many requests: please try again in ${seconds} seconds`,
  );
}

/** `pupil0`... with the teacher role and the password `secret1`, as a school's import would make them. */
async function addPupils(n: number): Promise<void> {
  const passwordHash = await hashPassword('secret1');
  const [teacher] = await db().select({ roleId: roles.roleId }).from(roles).where(eq(roles.roleKey, 'teacher'));
  const made = await db()
    .insert(users)
    .values(Array.from({ length: n }, (_, i) => ({ userName: `pupil${i}`, passwordHash })))
    .returning({ userId: users.userId });
  await db()
    .insert(userRoles)
    .values(made.map(({ userId }) => ({ userId, roleId: teacher.roleId })));
}

const SCHOOL = '198.51.100.7';
const ELSEWHERE = '203.0.113.5';

describe('registration from one address', () => {
  it('lets a script register only the limit of accounts in an hour, then answers 429 with Retry-After in zh and en', async () => {
    const app = defaultApp();
    const codes: number[] = [];
    for (let i = 1; i <= 40; i++) codes.push((await registerFrom(app, SCHOOL, `script${i}`)).body.code);
    expect(codes.filter((code) => code === 200)).toHaveLength(DEFAULT_RATE_LIMITS.registerPerAddress);
    expect(codes.slice(DEFAULT_RATE_LIMITS.registerPerAddress).every((code) => code === 429)).toBe(true);

    expectRefused(await registerFrom(app, SCHOOL, 'script41'), HOUR, 'zh');
    expectRefused(await registerFrom(app, SCHOOL, 'script42', { lang: 'en' }), HOUR, 'en');
    // the refused ones made no account
    expect((await loginFrom(app, ELSEWHERE, `script${DEFAULT_RATE_LIMITS.registerPerAddress + 1}`)).body.code).toBe(
      500,
    );
  });

  it('counts two addresses apart', async () => {
    const app = defaultApp();
    for (let i = 0; i < DEFAULT_RATE_LIMITS.registerPerAddress; i++)
      expect((await registerFrom(app, SCHOOL, `school${i}`)).body.code).toBe(200);
    expectRefused(await registerFrom(app, SCHOOL, 'schoolmore'), HOUR);
    expect((await registerFrom(app, ELSEWHERE, 'elsewhere1')).body.code).toBe(200);
  });

  it('starts counting again when the window has passed', async () => {
    const app = defaultApp();
    for (let i = 0; i < DEFAULT_RATE_LIMITS.registerPerAddress; i++)
      expect((await registerFrom(app, SCHOOL, `early${i}`)).body.code).toBe(200);
    const refused = await registerFrom(app, SCHOOL, 'early-more');
    expectRefused(refused, HOUR);
    clock.advance(Number(refused.retryAfter) * 1000);
    expect((await registerFrom(app, SCHOOL, 'later1')).body.code).toBe(200);
  });

  it('believes no X-Forwarded-For from a peer TRUST_PROXY does not name', async () => {
    const app = defaultApp(); // no proxy trusted
    for (let i = 0; i < DEFAULT_RATE_LIMITS.registerPerAddress; i++) {
      const headers = { 'X-Forwarded-For': `192.0.2.${i + 1}` };
      expect((await registerFrom(app, SCHOOL, `posing${i}`, { headers })).body.code).toBe(200);
    }
    expectRefused(
      await registerFrom(app, SCHOOL, 'posing-more', { headers: { 'X-Forwarded-For': '192.0.2.99' } }),
      HOUR,
    );
  });

  it('counts each client behind a trusted proxy apart, by X-Forwarded-For', async () => {
    const app = defaultApp('loopback');
    const behind = (client: string) => ({ headers: { 'X-Forwarded-For': client } });
    for (let i = 0; i < DEFAULT_RATE_LIMITS.registerPerAddress; i++)
      expect((await registerFrom(app, '127.0.0.1', `proxied${i}`, behind(SCHOOL))).body.code).toBe(200);
    expectRefused(await registerFrom(app, '127.0.0.1', 'proxied-more', behind(SCHOOL)), HOUR);
    expect((await registerFrom(app, '127.0.0.1', 'proxied-other', behind(ELSEWHERE))).body.code).toBe(200);
  });
});

describe('logging in from one address', () => {
  // scrypt on every login: 60 of them take seconds, well inside the minute's window
  it(
    'lets a class of 40 log in at once from the school, then refuses a flood past the limit',
    { timeout: 60_000 },
    async () => {
      const app = defaultApp();
      await addPupils(40);
      for (let i = 0; i < 40; i++) {
        const reply = await loginFrom(app, SCHOOL, `pupil${i}`);
        expect(reply.body.code, `pupil${i}: ${reply.body.msg}`).toBe(200);
      }
      // a script's flood of attempts counts whatever it sends (here no name at all, refused as such)
      for (let i = 40; i < DEFAULT_RATE_LIMITS.loginPerAddress; i++)
        expect((await from(app, SCHOOL, '/login', { method: 'POST', body: {} })).body.code).toBe(500);
      expectRefused(await from(app, SCHOOL, '/login', { method: 'POST', body: {} }), MINUTE);
      expectRefused(await loginFrom(app, SCHOOL, 'pupil1'), MINUTE);
    },
  );

  it('refuses the login to one account name past its limit, whatever address it comes from', async () => {
    const app = defaultApp();
    for (let i = 0; i < DEFAULT_RATE_LIMITS.loginPerAccount; i++)
      expect((await loginFrom(app, `192.0.2.${i + 1}`, 'admin', 'wrong-password')).body.code).toBe(500);
    // the name typed in another case is the same account
    expectRefused(await loginFrom(app, ELSEWHERE, 'ADMIN', 'admin123'), MINUTE);
    expect((await loginFrom(app, ELSEWHERE, 'teacher', 'admin123')).body.code).toBe(200);
  });
});

describe('the other limited calls', () => {
  it('refuses captchas past the limit in a minute, in-process calls counted as one client', async () => {
    const app = defaultApp();
    for (let i = 0; i < DEFAULT_RATE_LIMITS.captchaPerAddress; i++)
      expect((await from(app, '', '/captchaImage')).body.code).toBe(200);
    expectRefused(await from(app, '', '/captchaImage', { lang: 'en' }), MINUTE, 'en');
    expect((await from(app, ELSEWHERE, '/captchaImage')).body.code).toBe(200);
  });

  it("refuses the website's activity registrations past the limit in an hour", async () => {
    const app = defaultApp();
    const { activityId } = await addActivity('now');
    const path = `/activity/public/${activityId}/registrations`;
    const guest = (i: number) => ({ name: `访客${i}`, phone: `138${String(10_000_000 + i)}`, area: '上海' });
    for (let i = 0; i < DEFAULT_RATE_LIMITS.activityRegistrationPerAddress; i++) {
      const reply = await from(app, SCHOOL, path, { method: 'POST', body: guest(i) });
      expect(reply.body.code, reply.body.msg).toBe(200);
    }
    expectRefused(await from(app, SCHOOL, path, { method: 'POST', body: guest(99) }), HOUR);
  });

  it('refuses uploads past the limit in an hour per account, not per address', async () => {
    const app = defaultApp();
    const token = String((await loginFrom(app, SCHOOL, 'admin', 'admin123')).body.token);
    const other = String((await loginFrom(app, SCHOOL, 'teacher', 'admin123')).body.token);
    const png = form('limit.png', pngWith('limit'), 'image/png');
    const send = async (as: string, peer: string) => {
      const response = await app.fetch(uploadRequest(png, as), { incoming: { socket: { remoteAddress: peer } } });
      return {
        status: response.status,
        retryAfter: response.headers.get('Retry-After'),
        body: (await response.json()) as Envelope,
      };
    };
    for (let i = 0; i < DEFAULT_RATE_LIMITS.uploadPerAccount; i++) {
      const reply = await send(token, `192.0.2.${1 + (i % 200)}`);
      expect(reply.body.code, reply.body.msg).toBe(200);
    }
    expectRefused(await send(token, ELSEWHERE), HOUR);
    expect((await send(other, SCHOOL)).body.code).toBe(200);
  });

  it('clears the counts of windows long past', async () => {
    const app = defaultApp();
    for (let i = 1; i <= 5; i++) await from(app, `192.0.2.${i}`, '/captchaImage');
    clock.advance(2 * HOUR);
    await from(app, SCHOOL, '/captchaImage');
    const [{ n }] = await db().select({ n: count() }).from(rateLimits);
    expect(n).toBe(1);
  });
});
