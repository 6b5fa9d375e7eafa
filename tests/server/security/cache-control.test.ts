import { describe, expect, it } from 'vitest';
import { login, raw, request } from '../helpers/client';
import { freshApp } from '../helpers/harness';
import { pngWith } from '../helpers/processes/png';
import { fetchUrl, form, upload } from '../helpers/upload';

// docs/security.md "Caching": every /csp answer holds one user's data or a one-time value, so no
// cache (the browser's, a proxy's) keeps it, unless the answer sets its own Cache-Control (files).

describe('Cache-Control on /csp answers', () => {
  it('says no-store on data, refusals, unknown paths and failures', async () => {
    const token = await login('admin');
    const answers = [
      await raw('/getInfo', { token }),
      await raw('/captchaImage'),
      await raw('/getInfo'),
      await raw('/system/user/list', { token, query: { orderByColumn: 'nope' } }),
      await raw('/no/such/path'),
      await raw('/login', { method: 'POST', body: '{not json' }),
    ];
    for (const answer of answers) expect(answer.headers.get('Cache-Control'), answer.url).toBe('no-store');
  });

  it("keeps an answer's own Cache-Control (a file's)", async () => {
    const app = freshApp();
    app.get('/probe/file', (c) => {
      c.header('Cache-Control', 'private, max-age=60');
      return c.body('bytes');
    });
    const answer = await app.fetch(request('/probe/file'));
    expect(answer.headers.get('Cache-Control')).toBe('private, max-age=60');
  });

  it("gives an uploaded file's answer a Cache-Control (no-store unless the file route sets its own)", async () => {
    const token = await login('admin');
    const uploaded = await upload(form('cached.png', pngWith('cache'), 'image/png'), token);
    expect(uploaded.code, uploaded.msg).toBe(200);
    const file = await fetchUrl(uploaded.data.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('Cache-Control')).toBeTruthy();
  });
});
