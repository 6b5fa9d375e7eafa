import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/processes/free-port';
import { pngWith } from '../helpers/processes/png';
import { solveCaptchaSrc } from '../../e2e/support/captcha';
import { startNginx, nginxForTests, type Nginx } from '../helpers/processes/nginx';
import { createPgCluster, postgresBinariesForTests, removeAllPgClusters } from '../helpers/processes/pg-cluster';
import {
  call,
  captcha,
  fetchFrom,
  logIn,
  startServer,
  stopAllServers,
  trustCertificate,
  type ServerProcess,
} from '../helpers/processes/server-process';
import { http2Get } from '../../../scripts/bench/https-client.mjs';

// Several instances on one PostgreSQL behind nginx act as one server (README "Deploy"): two
// server processes started at the same moment on a new database, and nginx in front of them
// with the site configuration the README ships (deploy/nginx-csp.conf), over HTTPS with a
// self-signed certificate made for the run. Everything a user's requests rely on lives in the
// database, so it holds whichever instance a request reaches.

const PORTS = { postgres: [55530, 55539], servers: [8190, 8199] } as const;
const JOURNAL = JSON.parse(
  readFileSync(new URL('../../../server/db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: unknown[] };

const PNG = pngWith('two instances');

describe.runIf(postgresBinariesForTests() && nginxForTests())('two instances on one PostgreSQL behind nginx', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let proxy: Nginx;
  let databaseUrl: string;

  beforeAll(async () => {
    const cluster = await createPgCluster({ ports: [...PORTS.postgres] });
    await cluster.start();
    databaseUrl = cluster.url();
    const ports = [await freePort(...PORTS.servers), await freePort(...PORTS.servers)];
    // at the same moment, on a database with no table yet: one migrates and seeds, one waits
    // behind nginx on this machine: X-Forwarded-For believed from loopback (deploy/nginx-csp.conf)
    [a, b] = await Promise.all(
      ports.map((port) => startServer(port, { DATABASE_URL: databaseUrl, TRUST_PROXY: 'loopback' })),
    );
    proxy = await startNginx(await freePort(...PORTS.servers), await freePort(...PORTS.servers), ports);
    trustCertificate(proxy.url, proxy.ca);
  }, 180_000);

  afterAll(async () => {
    await proxy?.stop();
    await stopAllServers();
    await removeAllPgClusters();
  });

  async function query<T>(text: string): Promise<T[]> {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query(text)).rows as T[];
    } finally {
      await client.end();
    }
  }

  it('ran the migrations and the seed once although both started at once', async () => {
    const [migrations] = await query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(migrations.n).toBe(JOURNAL.entries.length);
    const [admins] = await query<{ n: number }>(`select count(*)::int as n from sys_user where user_name = 'admin'`);
    expect(admins.n).toBe(1);
  });

  it('answers a captcha on the other instance, and a session opened on one is the same on both', async () => {
    const login = await logIn(a.url, 'admin', 'admin123', b.url);
    expect(login.code, login.msg).toBe(200);
    const token = String(login.token);
    const onB = await call(b.url, '/getInfo', { token });
    expect(onB.code).toBe(200);
    expect((onB.data as { user: { userName: string } }).user.userName).toBe('admin');

    // a captcha is used up wherever it is answered
    const used = await captcha(a.url);
    const first = await call(b.url, '/login', {
      method: 'POST',
      body: { username: 'admin', password: 'admin123', ...used },
    });
    expect(first.code).toBe(200);
    const again = await call(a.url, '/login', {
      method: 'POST',
      body: { username: 'admin', password: 'admin123', ...used },
    });
    expect(again.code).toBe(500);

    // logging out on B ends the session on A
    expect((await call(b.url, '/logout', { method: 'POST', token })).code).toBe(200);
    expect((await call(a.url, '/getInfo', { token })).code).toBe(401);
  });

  it('locks an account after five wrong passwords spread over both instances', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const instance = attempt % 2 ? b : a;
      const wrong = await logIn(instance.url, 'zhangwei', 'not-the-password');
      expect(wrong.code).toBe(500);
    }
    for (const instance of [a, b]) {
      const refused = await logIn(instance.url, 'zhangwei', 'admin123');
      expect(refused.code).toBe(500);
      expect(refused.msg).toMatch(/locked for 10 minutes/);
    }
  });

  it('serves a file uploaded on one instance from the other', async () => {
    const token = String((await logIn(a.url, 'admin', 'admin123')).token);
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'shared.png');
    const uploaded = (await (
      await fetch(`${a.url}/csp/system/oss/upload`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Language': 'en' },
        body: form,
      })
    ).json()) as { code: number; msg?: string; data: { url: string } };
    expect(uploaded.code, uploaded.msg).toBe(200);
    const served = await fetch(`${b.url}${uploaded.data.url}`);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
  });

  /** POST /register from the client `client` names (X-Forwarded-For, believed from loopback). */
  async function registerAt(base: string, username: string, client?: string) {
    const headers: Record<string, string> = { 'Content-Language': 'en', 'Content-Type': 'application/json' };
    if (client) headers['X-Forwarded-For'] = client;
    const image = (await (await fetchFrom(`${base}/csp/captchaImage`, { headers })).json()) as {
      uuid: string;
      img: string;
    };
    const answer = { uuid: image.uuid, code: solveCaptchaSrc(`data:image/svg+xml;base64,${image.img}`).answer };
    const response = await fetchFrom(`${base}/csp/register`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ username, password: 'secret1', confirmPassword: 'secret1', ...answer }),
    });
    return {
      status: response.status,
      retryAfter: response.headers.get('Retry-After'),
      body: (await response.json()) as { code: number; msg: string },
    };
  }

  it('counts a rate limit over both instances together, per client behind the proxy', async () => {
    const client = '198.51.100.20';
    const codes: number[] = [];
    // the registration limit's default (10 an hour per address), spread over both instances
    for (let i = 0; i < 10; i++) codes.push((await registerAt(i % 2 ? b.url : a.url, `spread${i}`, client)).body.code);
    expect(codes).toEqual(Array.from({ length: 10 }, () => 200));
    for (const instance of [a, b]) {
      const refused = await registerAt(instance.url, `spread-more-${instance.pid}`, client);
      expect(refused.status).toBe(429);
      expect(refused.body.msg).toMatch(/^Too many requests: please try again in \d+ seconds$/);
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    }
    // another client behind the same proxy has its own count
    expect((await registerAt(a.url, 'other-client', '198.51.100.21')).body.code).toBe(200);
  });

  it('refuses past the limit through nginx, with Retry-After', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await registerAt(proxy.url, `proxied${i}`)).status);
    expect(codes).toEqual([...Array.from({ length: 10 }, () => 200), 429]);
    const refused = await registerAt(proxy.url, 'proxied-more');
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
  });

  /** The HSTS header's max-age, in seconds (0 without the header). */
  function hstsMaxAge(response: Response): number {
    const header = response.headers.get('Strict-Transport-Security') ?? '';
    return Number(/max-age=(\d+)/.exec(header)?.[1] ?? 0);
  }

  it('answers over HTTPS from both instances, each answer with HSTS for at least a year', async () => {
    expect(proxy.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const requestIds: string[] = [];
    for (let i = 0; i < 6; i++) {
      const answer = await fetchFrom(`${proxy.url}/csp/captchaImage`, { headers: { 'Content-Language': 'en' } });
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as { code: number }).code).toBe(200);
      expect(hstsMaxAge(answer)).toBeGreaterThanOrEqual(31_536_000);
      requestIds.push(String(answer.headers.get('X-Request-Id')));
    }
    // nginx's request id is in the log of the instance that answered: each one, and both instances
    const answeredBy = requestIds.map((id) => [a, b].filter((instance) => instance.output().includes(id)).length);
    expect(answeredBy).toEqual(requestIds.map(() => 1));
    for (const instance of [a, b]) expect(requestIds.some((id) => instance.output().includes(id))).toBe(true);

    // nginx's own answers carry it too: the load balancer's /ready, and a refusal
    const ready = await fetchFrom(`${proxy.url}/ready`);
    expect(ready.status).toBe(200);
    expect(hstsMaxAge(ready)).toBeGreaterThanOrEqual(31_536_000);
    const tooLarge = await fetchFrom(`${proxy.url}/csp/system/oss/upload`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'x'.repeat(7 * 1024 * 1024),
    });
    expect(tooLarge.status).toBe(413);
    expect(hstsMaxAge(tooLarge)).toBeGreaterThanOrEqual(31_536_000);
  });

  it('speaks HTTP/2 over TLS', async () => {
    const answer = await http2Get(`${proxy.url}/health`, { ca: proxy.ca });
    expect(answer.status).toBe(200);
    expect(String(answer.headers['strict-transport-security'])).toMatch(/max-age=\d+/);
  });

  it('answers plain HTTP with a permanent redirect to the same address over HTTPS, never the console', async () => {
    for (const path of ['/', '/login?redirect=%2Fhome', '/csp/getInfo']) {
      const answer = await fetch(`${proxy.httpUrl}${path}`, { redirect: 'manual' });
      expect(answer.status, path).toBe(301);
      expect(answer.headers.get('Location'), path).toBe(`${proxy.url}${path}`);
    }
    // a password sent over plain HTTP by mistake reaches no instance
    const login = await fetch(`${proxy.httpUrl}/csp/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin123' }),
      redirect: 'manual',
    });
    expect(login.status).toBe(301);
    expect(await login.text()).not.toContain('"code"');
  });

  it('keeps answering through nginx, with the same session, while one instance stops', async () => {
    const login = await logIn(proxy.url, 'admin', 'admin123');
    expect(login.code, login.msg).toBe(200);
    const token = String(login.token);
    for (let i = 0; i < 6; i++) expect((await call(proxy.url, '/getInfo', { token })).code).toBe(200);

    expect(await a.stop('SIGTERM')).toBe(0);
    // every request now reaches B (nginx skips the instance that refuses connections)
    for (let i = 0; i < 6; i++) expect((await call(proxy.url, '/getInfo', { token })).code).toBe(200);
    expect((await fetchFrom(`${proxy.url}/ready`)).status).toBe(200);
  });
});
