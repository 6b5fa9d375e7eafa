import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fail } from '../../../server/lib/errors';
import { ok } from '../../../server/lib/envelope';
import { readJson } from '../../../server/lib/body';
import { call, raw, request } from '../helpers/client';
import { freshApp, serverLog } from '../helpers/harness';

// docs/api.md "Headers" and "Envelope": the language of every message, refusals in the envelope,
// defects hidden behind a generic message.

describe('the envelope', () => {
  it('answers in Chinese unless the request asks for English', async () => {
    expect((await call('/logout', { method: 'POST', lang: 'en' })).msg).toBe('Success');
    expect((await call('/logout', { method: 'POST' })).msg).toBe('操作成功');
    const noHeader = await freshApp().fetch(new Request('http://localhost/csp/logout', { method: 'POST' }));
    expect(await noHeader.json()).toEqual({ code: 200, msg: '操作成功' });
  });

  it('answers a refusal as code 500 with HTTP 200, in the request language', async () => {
    const app = freshApp();
    app.get('/probe/refuse', () => fail('学校名称不能为空', 'School name is required'));
    const response = await app.fetch(request('/probe/refuse', { lang: 'en' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ code: 500, msg: 'School name is required', kind: 'invalid' });
  });

  it('hides a database error behind a generic message and logs it', async () => {
    const app = freshApp();
    app.get('/probe/broken', async (c) => {
      await c.var.db.execute(sql`select * from no_such_table`);
      return ok(c);
    });
    const response = await app.fetch(request('/probe/broken', { lang: 'en' }));
    const reply = await response.json();
    expect(reply).toEqual({
      code: 500,
      msg: 'Internal system error, please contact the administrator',
      kind: 'internal',
    });
    expect(JSON.stringify(reply)).not.toContain('no_such_table');
    // one line for the defect, with the request's id, its path and the database's own message
    const defects = serverLog.entries().filter((entry) => entry.level >= 50);
    expect(defects).toHaveLength(1);
    expect(defects[0]).toMatchObject({ msg: 'request failed', path: '/csp/probe/broken' });
    expect(defects[0].reqId).toBe(response.headers.get('X-Request-Id'));
    expect(JSON.stringify(defects[0].err)).toContain('no_such_table');
  });

  it('refuses a body over the limit before reading it', async () => {
    const app = freshApp();
    app.post('/probe/echo', async (c) => ok(c, Object.keys(await readJson(c)).length));
    const big = JSON.stringify({ text: 'x'.repeat(1024 * 1024 + 1) });
    const reply = await (await app.fetch(request('/probe/echo', { method: 'POST', body: big, lang: 'en' }))).json();
    expect(reply).toEqual({ code: 500, msg: 'The request body is too large', kind: 'invalid' });
    const small = await (await app.fetch(request('/probe/echo', { method: 'POST', body: { a: 1 } }))).json();
    expect(small).toEqual({ code: 200, msg: '操作成功', data: 1 });
  });

  it('answers an unknown path with 404', async () => {
    const response = await raw('/no/such/call');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 404 });
  });
});
