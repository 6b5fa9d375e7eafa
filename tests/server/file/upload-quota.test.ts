import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ossFiles, userRoles, users } from '../../../server/db/schema';
import { clock, db, serverApp } from '../helpers/harness';
import { BASE, call, login, setConfig } from '../helpers/client';
import { form, upload, type Uploaded } from '../helpers/upload';
import type { Envelope } from '../helpers/client';

// docs/api.md "Files": who may upload what, and how much a day. An account without a role may
// upload its avatar and nothing else; every account has a daily quota of bytes (the system
// parameter sys.upload.dailyQuotaMb); a name too long for the record is shortened, its extension kept.

const KB = 1024;
const PNG = (size = 16) => {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
};
const text = (size: number) => new Uint8Array(size).fill(0x61);

async function uploadAvatar(token: string, lang: 'zh' | 'en' = 'en'): Promise<Envelope<Uploaded>> {
  const body = new FormData();
  body.append('file', new Blob([PNG()], { type: 'image/png' }), 'face.png');
  const request = new Request(`${BASE}/system/oss/upload?purpose=avatar`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Language': lang },
    body,
  });
  return (await (await serverApp().fetch(request)).json()) as Envelope<Uploaded>;
}

/** A seeded teacher whose roles are taken away: logged in, but holding no role. */
async function roleless(): Promise<string> {
  const [user] = await db().select().from(users).where(eq(users.userName, 'teacher'));
  await db().delete(userRoles).where(eq(userRoles.userId, user.userId));
  return login('teacher');
}

describe('an account without a role', () => {
  it('may upload nothing but its avatar', async () => {
    const token = await roleless();
    const refused = await upload(form('notes.txt', text(100), 'text/plain'), token, 'en');
    expect(refused).toEqual({
      code: 500,
      msg: 'An account without a role may only upload its avatar',
      kind: 'invalid',
    });
    const zh = await upload(form('notes.txt', text(100), 'text/plain'), token, 'zh');
    expect(zh).toEqual({ code: 500, msg: '没有角色的账号只能上传头像', kind: 'invalid' });
    const avatar = await uploadAvatar(token);
    expect(avatar.code).toBe(200);
    const saved = await call('/system/user/profile', {
      method: 'PUT',
      token,
      body: { nickName: 'T', email: 't@school.cn', phonenumber: '13912345678', sex: '0', avatar: avatar.data.url },
    });
    expect(saved.code).toBe(200);
  });

  it('the avatar upload takes only an image', async () => {
    const body = new FormData();
    body.append('file', new Blob([text(10)], { type: 'text/plain' }), 'face.txt');
    const request = new Request(`${BASE}/system/oss/upload?purpose=avatar`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await login('teacher')}`, 'Content-Language': 'en' },
      body,
    });
    const reply = (await (await serverApp().fetch(request)).json()) as Envelope;
    expect(reply).toEqual({ code: 500, msg: 'The avatar must be a png, jpg or jpeg image', kind: 'invalid' });
  });

  it('an account with a role still uploads any file', async () => {
    expect((await upload(form('notes.txt', text(100), 'text/plain'), await login('teacher'))).code).toBe(200);
  });
});

describe('the daily quota', () => {
  it('refuses the upload that would pass the quota, saying the quota, and lets the next day start anew', async () => {
    await setConfig(await login('admin'), 'sys.upload.dailyQuotaMb', '1');
    const token = await login('teacher');
    expect((await upload(form('a.txt', text(600 * KB), 'text/plain'), token)).code).toBe(200);
    expect(await upload(form('b.txt', text(600 * KB), 'text/plain'), token, 'en')).toEqual({
      code: 500,
      msg: 'The daily upload quota of 1 MB per account is used up; try again tomorrow',
      kind: 'invalid',
    });
    expect(await upload(form('b.txt', text(600 * KB), 'text/plain'), token, 'zh')).toEqual({
      code: 500,
      msg: '每个账号每天最多上传 1 MB，今天的额度已用完，请明天再试',
      kind: 'invalid',
    });
    // a smaller file still fits, and another account has its own quota
    expect((await upload(form('c.txt', text(300 * KB), 'text/plain'), token)).code).toBe(200);
    expect((await upload(form('d.txt', text(600 * KB), 'text/plain'), await login('admin'))).code).toBe(200);
    clock.advance(24 * 3_600_000);
    expect((await upload(form('e.txt', text(600 * KB), 'text/plain'), await login('teacher'))).code).toBe(200);
  });

  it('is a system parameter of the seed with a default a term of courseware fits in', async () => {
    const list = await call<unknown, { configKey: string; configValue: string }>('/system/config/list', {
      token: await login('admin'),
      query: { configKey: 'sys.upload.dailyQuotaMb' },
    });
    expect(list.rows.find((r) => r.configKey === 'sys.upload.dailyQuotaMb')?.configValue).toBe('500');
  });
});

describe('a long file name', () => {
  it('is shortened to fit the record, its extension kept, and the address still serves the file', async () => {
    const name = `${'课'.repeat(300)}.png`;
    const reply = await upload(form(name, PNG(), 'image/png'), await login('teacher'), 'en');
    expect(reply.code).toBe(200);
    expect(reply.data.fileName.length).toBeLessThanOrEqual(255);
    expect(reply.data.fileName.endsWith('.png')).toBe(true);
    expect(reply.data.fileName.startsWith('课课课')).toBe(true);
    // the address fits the 500 characters every address field keeps
    expect(reply.data.url.split('?')[0].length).toBeLessThanOrEqual(500);
    const [row] = await db().select().from(ossFiles).where(eq(ossFiles.ossId, reply.data.ossId));
    expect(row.fileName).toBe(reply.data.fileName);
    const served = await serverApp().fetch(new Request(`http://localhost${reply.data.url}`));
    expect(served.headers.get('Content-Type')).toBe('image/png');
  });
});
