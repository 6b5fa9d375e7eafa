import { peekCaptchaAnswer } from '@mock/db';

// A tiny fetch client for the mock backend tests: absolute URLs (jsdom has no page origin for
// relative ones), the language and token headers, JSON in and out.

export const BASE = 'http://localhost:3000/csp';

export interface Envelope<D = unknown, R = unknown> {
  code: number;
  msg: string;
  data: D;
  rows: R[];
  total: number;
  [key: string]: unknown;
}

/** One file as a browser's multipart/form-data upload would carry it. */
export interface Upload {
  field: string;
  fileName: string;
  type: string;
  bytes: Uint8Array;
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  upload?: Upload;
  token?: string;
  lang?: 'zh' | 'en';
  query?: Record<string, string | number>;
}

export function raw(path: string, options: CallOptions = {}): Promise<Response> {
  const url = new URL(BASE + path);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, String(value));
  const headers: Record<string, string> = { 'Content-Language': options.lang ?? 'zh' };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined;
  if (options.upload) {
    const boundary = `----csp-test-${Date.now()}`;
    headers['Content-Type'] = `multipart/form-data; boundary=${boundary}`;
    body = multipart(boundary, options.upload);
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  return fetch(url, { method: options.method ?? 'GET', headers, body });
}

/**
 * The multipart body by hand: jsdom's FormData and File are not understood by node's fetch,
 * so a FormData built in a jsdom test would reach the mock without its bytes.
 */
function multipart(boundary: string, upload: Upload): ArrayBuffer {
  const encoder = new TextEncoder();
  const head = encoder.encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="${upload.field}"; filename="${upload.fileName}"\r\n` +
      `Content-Type: ${upload.type || 'application/octet-stream'}\r\n\r\n`,
  );
  const tail = encoder.encode(`\r\n--${boundary}--\r\n`);
  const out = new Uint8Array(head.length + upload.bytes.length + tail.length);
  out.set(head);
  out.set(upload.bytes, head.length);
  out.set(tail, head.length + upload.bytes.length);
  return out.buffer;
}

export async function call<D = unknown, R = unknown>(path: string, options: CallOptions = {}): Promise<Envelope<D, R>> {
  const response = await raw(path, options);
  return (await response.json()) as Envelope<D, R>;
}

/** A fresh captcha and its answer (read through the test helper, not the picture). */
export async function captcha(): Promise<{ uuid: string; code: string }> {
  const reply = await call('/captchaImage');
  const uuid = String(reply.uuid);
  return { uuid, code: peekCaptchaAnswer(uuid) ?? '' };
}

export async function loginReply(username: string, password = 'admin123', lang: 'zh' | 'en' = 'zh') {
  const { uuid, code } = await captcha();
  return call<{ token: string }>('/login', { method: 'POST', body: { username, password, code, uuid }, lang });
}

/** Log in and return the token; fails the test loudly when the login is refused. */
export async function login(username: string, password = 'admin123'): Promise<string> {
  const reply = await loginReply(username, password);
  if (reply.code !== 200) throw new Error(`login ${username} failed: ${reply.msg}`);
  return reply.data.token;
}

/** Change a config value through the config calls, as an admin would on the config screen. */
export async function setConfig(token: string, configKey: string, configValue: string): Promise<void> {
  const list = await call<unknown, { configId: number; configKey: string }>('/system/config/list', {
    token,
    query: { configKey },
  });
  const row = list.rows.find((r) => r.configKey === configKey);
  if (!row) throw new Error(`no config ${configKey}`);
  const full = await call<Record<string, unknown>>(`/system/config/${row.configId}`, { token });
  const saved = await call('/system/config', { method: 'PUT', token, body: { ...full.data, configValue } });
  if (saved.code !== 200) throw new Error(`config ${configKey} not saved: ${saved.msg}`);
}
