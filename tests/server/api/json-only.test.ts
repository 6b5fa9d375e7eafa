import { describe, expect, it } from 'vitest';
import { call, login, raw } from '../helpers/client';
import { serverApp } from '../helpers/harness';
import { pngWith } from '../helpers/processes/png';
import { form, upload } from '../helpers/upload';

// docs/api.md "Errors": a call's body is JSON; another type is refused with HTTP 415 before any
// route reads it (a foreign page's form post cannot drive a call).

const NOT_JSON = {
  zh: '请求数据必须是 JSON（Content-Type: application/json）',
  en: 'The request body must be JSON (Content-Type: application/json)',
};

async function send(path: string, method: string, contentType: string | null, body: string, lang: 'zh' | 'en' = 'zh') {
  const headers: Record<string, string> = { 'Content-Language': lang };
  if (contentType) headers['Content-Type'] = contentType;
  const response = await serverApp().fetch(new Request(`http://localhost/csp${path}`, { method, headers, body }));
  return { status: response.status, body: (await response.json()) as { code: number; msg: string } };
}

describe('write calls take JSON only', () => {
  const credentials = JSON.stringify({ username: 'admin', password: 'admin123' });

  it.each([
    ['text/plain', credentials],
    ['application/x-www-form-urlencoded', 'username=admin&password=admin123'],
    ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="username"\r\n\r\nadmin\r\n--x--'],
  ])('refuses a login sent as %s with HTTP 415, in the language asked', async (type, body) => {
    expect(await send('/login', 'POST', type, body)).toEqual({
      status: 415,
      body: { code: 415, msg: NOT_JSON.zh, kind: 'invalid' },
    });
    expect(await send('/login', 'POST', type, body, 'en')).toEqual({
      status: 415,
      body: { code: 415, msg: NOT_JSON.en, kind: 'invalid' },
    });
  });

  it('refuses a body without a type on a change, and changes nothing', async () => {
    const token = await login('admin');
    const before = await call<{ nickName: string }>('/system/user/profile', { token });
    const headers = { Authorization: `Bearer ${token}`, 'Content-Language': 'en' };
    const request = new Request('http://localhost/csp/system/user/profile', {
      method: 'PUT',
      headers,
      body: new Blob([JSON.stringify({ ...before.data, nickName: 'changed' })]),
    });
    const response = await serverApp().fetch(request);
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ code: 415, msg: NOT_JSON.en, kind: 'invalid' });
    expect((await call<{ nickName: string }>('/system/user/profile', { token })).data.nickName).toBe(
      before.data.nickName,
    );
  });

  it('takes JSON with a charset, a call without a body, and an upload as multipart', async () => {
    const token = await login('admin');
    const json = await raw('/logout', {
      method: 'POST',
      token,
      headers: { 'Content-Type': 'application/json;charset=utf-8' },
    });
    expect(json.status).toBe(200);
    const other = await login('admin');
    const empty = await serverApp().fetch(
      new Request('http://localhost/csp/logout', { method: 'POST', headers: { Authorization: `Bearer ${other}` } }),
    );
    expect(empty.status).toBe(200);
    expect(((await empty.json()) as { code: number }).code).toBe(200);
    const third = await login('admin');
    const uploaded = await upload(form('ok.png', pngWith('json-only'), 'image/png'), third);
    expect(uploaded.code, uploaded.msg).toBe(200);
  });
});
