import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { maskPhone } from '../../../server/areas/wxuser/records';
import { users, wxUsers } from '../../../server/db/schema';
import { db } from '../helpers/harness';
import type { wxUserRoutes } from '../../../server/areas/wxuser/routes';
import { answer, api } from '../helpers/api';
import { login } from '../helpers/client';

// WeChat users (docs/api.md "WeChat users").

const everyWxUser = () => db().select().from(wxUsers).orderBy(asc(wxUsers.wxUserId));

/** The WeChat user calls, as `token` in `lang`. */
const wxUsersApi = (token: string, lang: 'zh' | 'en' = 'zh') => api<typeof wxUserRoutes>({ token, lang }).admin.wxuser;
const list = async (query: Record<string, string | number> = {}, username = 'admin', lang: 'zh' | 'en' = 'zh') =>
  answer(wxUsersApi(await login(username), lang).list.$get({ query: { pageSize: 100, ...query } }));

describe('GET /admin/wxuser/list', () => {
  it('lists the seeded users newest first, phones masked, bound accounts named', async () => {
    const reply = await list();
    const seeded = await everyWxUser();
    expect(reply.total).toBe(seeded.length);
    expect(reply.rows.every((w) => /^\d{3}\*{4}\d{4}$/.test(w.phone))).toBe(true);
    const times = reply.rows.map((w) => w.createTime);
    expect(times).toEqual([...times].sort().reverse());
    const bound = reply.rows.find((w) => w.userId !== null)!;
    const [account] = await db().select().from(users).where(eq(users.userId, bound.userId!));
    expect(bound.userName).toBe(account.userName);
    expect(JSON.stringify(reply)).not.toContain(seeded[0].phone);
  });

  it('filters by nickname, phone digits, binding, status and created time', async () => {
    const seeded = await everyWxUser();
    const first = seeded[0];
    expect((await list({ nickname: first.nickname })).rows.map((w) => w.wxUserId)).toContain(first.wxUserId);
    const digits = first.phone.slice(-6);
    const byPhone = (await list({ phone: digits })).rows.map((w) => w.wxUserId);
    expect(byPhone).toContain(first.wxUserId);
    const fullPhone = (id: number) => seeded.find((w) => w.wxUserId === id)?.phone ?? '';
    expect(byPhone.every((id) => fullPhone(id).includes(digits))).toBe(true);
    expect(byPhone.length).toBeLessThan(seeded.length);
    expect((await list({ bound: '1' })).rows.every((w) => w.userId !== null)).toBe(true);
    expect((await list({ bound: '0' })).rows.every((w) => w.userId === null)).toBe(true);
    expect((await list({ status: '1' })).rows.every((w) => w.status === '1')).toBe(true);
    expect((await list({ status: '1' })).total).toBeGreaterThan(0);
    const day = first.createTime.slice(0, 10);
    const sameDay = await list({ 'params[beginTime]': day, 'params[endTime]': day });
    expect(sameDay.rows.every((w) => w.createTime.startsWith(day))).toBe(true);
  });

  it('is for administrators only', async () => {
    expect(await list({}, 'schooladmin')).toMatchObject({ code: 403 });
  });
});

describe('PUT /admin/wxuser/changeStatus', () => {
  it('disables and enables a user; the status is required', async () => {
    const token = await login('admin');
    const id = (await everyWxUser())[0].wxUserId;
    const change = (json: object) => answer(wxUsersApi(token, 'en').changeStatus.$put({ json }));
    expect(await change({ wxUserId: id, status: '1' })).toMatchObject({ code: 200 });
    expect((await everyWxUser())[0].status).toBe('1');
    expect(await change({ wxUserId: id })).toMatchObject({ code: 500, msg: 'Status is required' });
    expect(await change({ wxUserId: 99999, status: '0' })).toMatchObject({
      code: 500,
      msg: expect.stringContaining('does not exist'),
      kind: 'notFound',
    });
  });
});

describe('maskPhone', () => {
  it('keeps the first three and last four digits', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(maskPhone('')).toBe('');
  });
});
