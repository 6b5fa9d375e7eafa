import { expect } from 'vitest';
import { solveCaptchaSrc } from '../../e2e/support/captcha';
import { pngWith } from './processes/png';

// The records a backup (or an upgrade) must keep, written and read back through the API as the
// console does: a system parameter, an account that can still log in with its password, and an
// uploaded file whose address that parameter holds. The backup tests write them on one server
// and read them on another; the upgrade fixtures (tests/server/database/fixtures/) hold them as an
// earlier release wrote them. Nothing here imports the test harness, so the fixture maker
// (tests/server/database/fixtures/make.ts) runs it outside vitest against an older server.

/** One server's fetch: over HTTP for a spawned server, `app.fetch` for one in this process. */
export interface Api {
  /** e.g. `http://127.0.0.1:8170` */
  origin: string;
  fetch(request: Request): Promise<Response>;
}

export const overHttp = (origin: string): Api => ({ origin, fetch: (request) => fetch(request) });

export interface Reply {
  code: number;
  msg?: string;
  data?: unknown;
  [key: string]: unknown;
}

export const RECORDS = {
  parameter: { configName: '备份检查', configKey: 'backup.check', configValue: '备份 backup 一二三', configType: 'N' },
  /** the parameter whose value is the uploaded file's address */
  fileParameter: 'backup.file',
  account: { userName: 'backupcheck', name: '备份检查员', password: 'backup-2026', roleKey: 'teacher' },
  file: {
    name: '备份 图.png',
    bytes: pngWith('backup check'),
  },
} as const;

async function send(api: Api, path: string, init: { token?: string; method?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = { 'Content-Language': 'en' };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const request = new Request(`${api.origin}/csp${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return (await (await api.fetch(request)).json()) as Reply;
}

/** Fails loudly with the server's message when a call is refused. */
async function expectOk(api: Api, what: string, path: string, init: Parameters<typeof send>[2] = {}) {
  const reply = await send(api, path, init);
  if (reply.code !== 200) throw new Error(`${what}: ${reply.code} ${reply.msg}`);
  return reply;
}

/** Logs in, reading the captcha's picture as a person does; answers the login's envelope. */
export async function logIn(api: Api, username: string, password: string): Promise<Reply> {
  const image = await send(api, '/captchaImage');
  if (image.captchaEnabled === false) return send(api, '/login', { method: 'POST', body: { username, password } });
  const code = solveCaptchaSrc(`data:image/svg+xml;base64,${String(image.img)}`).answer;
  return send(api, '/login', { method: 'POST', body: { username, password, code, uuid: image.uuid } });
}

export async function adminToken(api: Api, password = 'admin123'): Promise<string> {
  const reply = await logIn(api, 'admin', password);
  if (reply.code !== 200) throw new Error(`admin login: ${reply.msg}`);
  return String(reply.token);
}

/** Writes the records as the admin: the parameter, the account, the upload and its address. */
export async function writeRecords(api: Api, adminPassword?: string): Promise<void> {
  const token = await adminToken(api, adminPassword);
  await expectOk(api, 'add the parameter', '/system/config', { token, method: 'POST', body: RECORDS.parameter });

  const options = await expectOk(api, 'role options', '/system/user/', { token });
  const roles = (options.data as { roles: { roleId: number; roleKey: string }[] }).roles;
  const role = roles.find((r) => r.roleKey === RECORDS.account.roleKey);
  if (!role) throw new Error(`no role ${RECORDS.account.roleKey} among ${roles.map((r) => r.roleKey).join(', ')}`);
  const { roleKey: _, ...account } = RECORDS.account;
  await expectOk(api, 'add the account', '/system/user', {
    token,
    method: 'POST',
    body: { ...account, roleIds: [role.roleId] },
  });

  const form = new FormData();
  form.append('file', new Blob([RECORDS.file.bytes], { type: 'image/png' }), RECORDS.file.name);
  const uploadRequest = new Request(`${api.origin}/csp/system/oss/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Language': 'en' },
    body: form,
  });
  const uploaded = (await (await api.fetch(uploadRequest)).json()) as Reply;
  if (uploaded.code !== 200) throw new Error(`upload: ${uploaded.msg}`);
  const { url } = uploaded.data as { url: string };
  await expectOk(api, 'add the file parameter', '/system/config', {
    token,
    method: 'POST',
    body: { configName: '备份文件', configKey: RECORDS.fileParameter, configValue: url, configType: 'N' },
  });
}

export interface ReadBack {
  parameter: unknown;
  fileUrl: string;
  fileBytes: Uint8Array;
  fileType: string | null;
  accountLogin: Reply;
}

/** Reads the records back on `api`, for the test to compare with RECORDS. */
export async function readRecords(api: Api, adminPassword?: string): Promise<ReadBack> {
  const token = await adminToken(api, adminPassword);
  const parameter = (await send(api, `/system/config/configKey/${RECORDS.parameter.configKey}`, { token })).data;
  const fileUrl = String((await send(api, `/system/config/configKey/${RECORDS.fileParameter}`, { token })).data);
  // the file's address is public (no token), as a browser fetches it
  const file = await api.fetch(new Request(`${api.origin}${fileUrl}`));
  return {
    parameter,
    fileUrl,
    fileBytes: new Uint8Array(await file.arrayBuffer()),
    fileType: file.headers.get('Content-Type'),
    accountLogin: await logIn(api, RECORDS.account.userName, RECORDS.account.password),
  };
}

/** Checks that what `readRecords` found is what `writeRecords` wrote. */
export function expectRecordsRead(read: ReadBack): void {
  expect(read.parameter).toBe(RECORDS.parameter.configValue);
  expect(read.fileUrl).toMatch(/^\/csp\/system\/oss\/file\/\d+\//);
  expect(read.fileType).toBe('image/png');
  expect(read.fileBytes).toEqual(RECORDS.file.bytes);
  expect(read.accountLogin.code).toBe(200);
}
