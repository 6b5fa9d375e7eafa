import { serverApp, peekCaptchaAnswer } from './harness';

// A small client for the server tests: the language and token headers, JSON in and out, through
// the app's own fetch (the same Request/Response a Node server hands it).

export interface Envelope<D = unknown, R = unknown> {
  code: number;
  msg: string;
  data: D;
  rows: R[];
  total: number;
  [key: string]: unknown;
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  token?: string;
  lang?: 'zh' | 'en';
  query?: Record<string, string | number>;
  headers?: Record<string, string>;
}

export const BASE = 'http://localhost/csp';

export function request(path: string, options: CallOptions = {}): Request {
  const url = new URL(BASE + path);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, String(value));
  const headers: Record<string, string> = { 'Content-Language': options.lang ?? 'zh', ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  }
  return new Request(url, { method: options.method ?? 'GET', headers, body });
}

export async function raw(path: string, options: CallOptions = {}): Promise<Response> {
  return serverApp().fetch(request(path, options));
}

export async function call<D = unknown, R = unknown>(path: string, options: CallOptions = {}): Promise<Envelope<D, R>> {
  return (await (await raw(path, options)).json()) as Envelope<D, R>;
}

/** The question as a person reads it: the <text> elements of the SVG, in order. */
export function questionOf(img: string): string {
  const svg = Buffer.from(img, 'base64').toString('utf8');
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join(' ');
}

export function solve(question: string): number {
  const match = /^(\d) ([+-]) (\d) = \?$/.exec(question);
  if (!match) throw new Error(`not an arithmetic question: ${question}`);
  const [a, b] = [Number(match[1]), Number(match[3])];
  return match[2] === '+' ? a + b : a - b;
}

/** A fresh captcha and its answer, read from the picture as a person would. */
export async function captcha(): Promise<{ uuid: string; code: string }> {
  const reply = await call('/captchaImage');
  return { uuid: String(reply.uuid), code: String(solve(questionOf(String(reply.img)))) };
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

export { peekCaptchaAnswer };

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
