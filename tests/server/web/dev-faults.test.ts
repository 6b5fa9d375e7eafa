import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../../server/app';
import { readSettings } from '../../../server/settings';
import { siteFetch } from '../../../server/web';
import { FAULT_HEADER, SLOW_ANSWER_MS } from '@contract/dev-faults';
import { call, login, questionOf, request, solve, type CallOptions, type Envelope } from '../helpers/client';
import { clock, db, serverApp } from '../helpers/harness';

// The development server's faults (server/dev-faults.ts, docs/api.md "Trying failures by hand"):
// with DEV_FAULTS=1 the server answers the fault the console names in X-Dev-Fault; without it the
// header means nothing.

const SLOW_MS = 300;
const devApp = (): App => createApp({ db: db(), clock, devFaults: { slowAnswerMs: SLOW_MS } });

const faulty = (fault: string, options: CallOptions = {}) => ({
  ...options,
  headers: { ...options.headers, [FAULT_HEADER]: fault },
});

let listening: ServerType | undefined;
afterEach(() => {
  listening?.close();
  listening = undefined;
});

/** The app behind a real Node server on a free port, as server/main.ts serves it. */
async function overHttp(app: App): Promise<string> {
  const server = serve({ fetch: siteFetch(app, null), port: 0, hostname: '127.0.0.1' });
  listening = server;
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/csp`;
}

describe('the development faults', () => {
  it('is off unless DEV_FAULTS is exactly 1', () => {
    expect(readSettings({}).devFaults).toBe(false);
    expect(readSettings({ DEV_FAULTS: 'true' }).devFaults).toBe(false);
    expect(readSettings({ DEV_FAULTS: '1' }).devFaults).toBe(true);
  });

  it('ignores the header on a server started without the setting', async () => {
    const token = await login('admin');
    for (const fault of ['network', '500', 'nonjson', 'code500', 'expired']) {
      const answer = await serverApp().fetch(request('/getInfo', faulty(fault, { token })));
      expect(answer.status, fault).toBe(200);
      expect(((await answer.json()) as { code: number }).code, fault).toBe(200);
    }
  });

  it('answers normally without the header', async () => {
    const token = await login('admin');
    expect((await (await devApp().fetch(request('/getInfo', { token }))).json()).code).toBe(200);
  });

  it('drops the connection for network: the client gets no answer at all', async () => {
    const base = await overHttp(devApp());
    const token = await login('admin');
    await expect(
      fetch(`${base}/getInfo`, { headers: { Authorization: `Bearer ${token}`, [FAULT_HEADER]: 'network' } }),
    ).rejects.toThrow(TypeError);
    // the server itself keeps answering
    const healthy = await fetch(`${base}/getInfo`, { headers: { Authorization: `Bearer ${token}` } });
    expect(((await healthy.json()) as { code: number }).code).toBe(200);
  });

  it('answers HTTP 500 in plain text, an HTML page with 200, and a code 500 refusal in the language', async () => {
    const app = devApp();
    const token = await login('admin');

    const plain = await app.fetch(request('/getInfo', faulty('500', { token })));
    expect(plain.status).toBe(500);
    expect(plain.headers.get('Content-Type')).toMatch(/^text\/plain/);
    expect(await plain.text()).toBe('Internal Server Error');

    const page = await app.fetch(request('/getInfo', faulty('nonjson', { token })));
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(await page.text()).toMatch(/^<!DOCTYPE html>.*502 Bad Gateway/);

    const zh = await app.fetch(request('/getInfo', faulty('code500', { token })));
    expect(await zh.json()).toEqual({ code: 500, msg: '模拟故障：服务器拒绝了这次请求', kind: 'invalid' });
    const en = await app.fetch(request('/getInfo', faulty('code500', { token, lang: 'en' })));
    expect(await en.json()).toEqual({
      code: 500,
      msg: 'Simulated fault: the server refused this request',
      kind: 'invalid',
    });
  });

  it('answers slow calls late, with the work done, and by default later than the client waits', async () => {
    // the console gives up after 10 s (src/api/request.ts REQUEST_TIMEOUT_MS)
    expect(SLOW_ANSWER_MS).toBeGreaterThan(10_000);
    const token = await login('admin');
    const started = performance.now();
    const answer = await devApp().fetch(
      request(
        '/system/config',
        faulty('slow', {
          method: 'POST',
          token,
          body: { configName: '慢回答', configKey: 'dev.slow', configValue: '1', configType: 'N' },
        }),
      ),
    );
    expect(performance.now() - started).toBeGreaterThanOrEqual(SLOW_MS - 5);
    expect(((await answer.json()) as { code: number }).code).toBe(200);
    const list = await call<unknown, { configKey: string }>('/system/config/list', {
      token,
      query: { configKey: 'dev.slow' },
    });
    expect(list.rows.map((row) => row.configKey)).toEqual(['dev.slow']);
  });

  it('ends the session for expired: that call and every later one answer 401, a new login works', async () => {
    const app = devApp();
    const token = await login('admin');
    const expired = await app.fetch(request('/getInfo', faulty('expired', { token })));
    expect(((await expired.json()) as { code: number }).code).toBe(401);
    expect((await call('/getRouters', { token })).code).toBe(401);
    const fresh = await login('admin');
    expect((await call('/getInfo', { token: fresh })).code).toBe(200);
  });

  it('spares the captcha, login and logout, so a person can always get in and out', async () => {
    const app = devApp();
    const captcha = (await (await app.fetch(request('/captchaImage', faulty('500')))).json()) as Envelope;
    expect(captcha.code).toBe(200);
    const code = String(solve(questionOf(String(captcha.img))));
    const body = { username: 'teacher', password: 'admin123', code, uuid: captcha.uuid };
    const loggedIn = (await (
      await app.fetch(request('/login', faulty('500', { method: 'POST', body })))
    ).json()) as Envelope<{ token: string }>;
    expect(loggedIn.code).toBe(200);
    const token = loggedIn.data.token;
    const logout = await app.fetch(request('/logout', faulty('500', { method: 'POST', token })));
    expect(((await logout.json()) as { code: number }).code).toBe(200);
    expect((await call('/getInfo', { token })).code).toBe(401);
  });
});
