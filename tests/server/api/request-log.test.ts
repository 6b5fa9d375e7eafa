import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../server/lib/envelope';
import { createLogger } from '../../../server/lib/log';
import { captcha, login, raw, request } from '../helpers/client';
import { freshApp, serverApp, serverLog } from '../helpers/harness';
import type { LogEntry } from '../helpers/log-capture';
import { form, uploadRequest } from '../helpers/upload';

// docs/server.md "Logs": one JSON line per /csp request with its id (also answered as
// X-Request-Id), method, path without the query, HTTP status, the envelope's code of a refusal,
// the time in ms and the user of a valid session; never a password, token, captcha answer or
// file body.

const requestLines = (): LogEntry[] => serverLog.entries().filter((entry) => entry.msg === 'request');

/** The one request line answered with this id. */
function lineOf(response: Response): LogEntry {
  const id = response.headers.get('X-Request-Id');
  expect(id).toBeTruthy();
  const lines = requestLines().filter((entry) => entry.reqId === id);
  expect(lines).toHaveLength(1);
  return lines[0];
}

const PASSWORD = 'admin123';

describe('the request log', () => {
  it('logs a login, a call with its token and an upload with their fields, and none of their secrets', async () => {
    const { uuid, code } = await captcha();
    const loginResponse = await raw('/login', {
      method: 'POST',
      body: { username: 'admin', password: PASSWORD, code, uuid },
    });
    const token = ((await loginResponse.clone().json()) as { token: string }).token;
    expect(token).toBeTruthy();
    const info = await raw('/getInfo', { token });
    const fileBody = `file-body-that-stays-out-of-the-log-${Date.now()}`;
    const uploaded = await serverApp().fetch(
      uploadRequest(form('notes.txt', new TextEncoder().encode(fileBody), 'text/plain'), token),
    );
    expect(((await uploaded.json()) as { code: number }).code).toBe(200);

    const login = lineOf(loginResponse);
    expect(login).toMatchObject({ level: 30, method: 'POST', path: '/csp/login', status: 200 });
    expect(typeof login.ms).toBe('number');
    // a login carries no session yet: no user on its line
    expect(login).not.toHaveProperty('userId');
    expect(login).not.toHaveProperty('code');

    const admin = { userId: 1, userName: 'admin' };
    expect(lineOf(info)).toMatchObject({ method: 'GET', path: '/csp/getInfo', status: 200, ...admin });
    expect(lineOf(uploaded)).toMatchObject({ method: 'POST', path: '/csp/system/oss/upload', status: 200, ...admin });

    const everything = serverLog.lines().join('\n');
    for (const secret of [PASSWORD, token, fileBody, uuid]) expect(everything).not.toContain(secret);
    // the captcha's answer is one digit or two: no line may carry it as a field
    for (const entry of serverLog.entries()) expect(Object.values(entry)).not.toContain(code);
  });

  it('names a refusal by its envelope code and leaves the query string out', async () => {
    const refused = await raw('/getInfo');
    expect(lineOf(refused)).toMatchObject({ path: '/csp/getInfo', status: 200, code: 401 });
    const listed = await raw('/system/user/list', {
      token: await login('admin'),
      query: { userName: 'someone-typed-this', phonenumber: '13800138000' },
    });
    const line = lineOf(listed);
    expect(line.path).toBe('/csp/system/user/list');
    expect(serverLog.lines().join('\n')).not.toMatch(/someone-typed-this|13800138000/);
    expect(line).not.toHaveProperty('code');
  });

  it('names the user a permission refusal was for (who tried matters most there)', async () => {
    const refused = await raw('/system/user/list', { token: await login('teacher') });
    expect(lineOf(refused)).toMatchObject({ code: 403, userName: 'teacher' });
  });

  it("takes a proxy's request id when it is a sane one, and makes its own otherwise", async () => {
    const nginxId = '4f1c2e9a7b3d4c5e8f90a1b2c3d4e5f6';
    const proxied = await raw('/logout', { method: 'POST', headers: { 'X-Request-Id': nginxId } });
    expect(proxied.headers.get('X-Request-Id')).toBe(nginxId);
    expect(lineOf(proxied).reqId).toBe(nginxId);
    for (const hostile of [
      'short',
      'has space and "quotes"',
      'x'.repeat(200),
      'caf\u00e9-latin1-request-id',
      'id;with;semicolons',
    ]) {
      const response = await raw('/logout', { method: 'POST', headers: { 'X-Request-Id': hostile } });
      const id = response.headers.get('X-Request-Id');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(lineOf(response).reqId).toBe(id);
    }
    const ids = requestLines().map((entry) => entry.reqId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("logs a defect with the request's id and without the failed query's parameters", async () => {
    const app = freshApp();
    const param = 'parameter-that-stays-out-of-the-log';
    app.get('/probe/broken', async (c) => {
      await c.var.db.execute(sql`select * from no_such_table where name = ${param}`);
      return ok(c);
    });
    const response = await app.fetch(request('/probe/broken'));
    const defect = serverLog.entries().find((entry) => entry.msg === 'request failed');
    expect(defect).toMatchObject({ level: 50, reqId: response.headers.get('X-Request-Id'), path: '/csp/probe/broken' });
    expect(JSON.stringify(defect)).toContain('no_such_table');
    expect(serverLog.lines().join('\n')).not.toContain(param);
    expect(lineOf(response)).toMatchObject({ status: 200, code: 500 });
  });

  it('redacts the secrets of any object logged', () => {
    const lines: string[] = [];
    const log = createLogger({ level: 'info', format: 'json' }, { write: (line: string) => void lines.push(line) });
    log.info({
      body: { username: 'admin', password: 'p@ss', code: '7', uuid: 'captcha-uuid', newPassword: 'n3w' },
      headers: { authorization: 'Bearer abc.def', cookie: 'sid=1' },
      token: 'tok',
    });
    const entry = JSON.parse(lines[0]) as Record<string, Record<string, string>>;
    expect(entry.body).toEqual({
      username: 'admin',
      password: '[redacted]',
      code: '[redacted]',
      uuid: '[redacted]',
      newPassword: '[redacted]',
    });
    expect(entry.headers).toEqual({ authorization: '[redacted]', cookie: '[redacted]' });
    expect(entry.token).toBe('[redacted]');
  });
});
