import { beforeEach, describe, expect, it } from 'vitest';
import { call, login } from '../helpers/client';
import { registrationRows, registrationsOf } from '../helpers/rows/site-data';

// docs/api.md "Activities and registrations": the admin's list of registrations and their
// deletion.

interface Registration {
  registrationId: number;
  activityId: number;
  activityName: string;
  username: string;
  name: string;
  phone: string;
  area: string;
  createTime: string;
}

let token = '';
beforeEach(async () => {
  token = await login('admin');
});

const list = (query: Record<string, string | number> = {}, lang: 'zh' | 'en' = 'zh', as = token) =>
  call<unknown, Registration>('/admin/registration/list', { token: as, query: { pageSize: 100, ...query }, lang });

describe('registration list', () => {
  it('lists every registration newest first, each naming its activity in the request language', async () => {
    const all = await list({}, 'en');
    expect(all.total).toBe((await registrationRows()).length);
    const times = all.rows.map((r) => r.createTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(all.rows.find((r) => r.activityId === 4)?.activityName).toBe('Campus Bridge Load Challenge');
  });

  it('filters by activity and by the day of registration', async () => {
    const four = await list({ activityId: 4 });
    expect(four.total).toBe((await registrationsOf(4)).length);
    expect(four.rows.every((r) => r.activityName === '校园桥梁承重挑战赛')).toBe(true);
    const day = four.rows[0].createTime.slice(0, 10);
    const onDay = await list({ 'params[beginTime]': day, 'params[endTime]': day });
    expect(onDay.rows.length).toBeGreaterThan(0);
    expect(onDay.rows.every((r) => r.createTime.startsWith(day))).toBe(true);
    expect((await list({ activityId: 'x' })).msg).toBe('活动编号必须是数字');
  });

  it('filters by part of a name, phone or user name', async () => {
    expect((await list({ keyword: '13800138' })).rows.map((r) => r.name)).toEqual(expect.arrayContaining(['王小明']));
    const teacher = (await list({ keyword: 'teacher' })).rows;
    expect(teacher.length).toBeGreaterThan(0);
    expect(teacher.every((r) => r.username === 'teacher')).toBe(true);
  });

  it('deletes registrations, which the activity count follows', async () => {
    const [first] = (await list({ activityId: 1 })).rows;
    const before = (await call<{ registrationCount: number }>('/admin/activity/1', { token })).data.registrationCount;
    expect((await call(`/admin/registration/${first.registrationId}`, { method: 'DELETE', token })).code).toBe(200);
    const after = (await call<{ registrationCount: number }>('/admin/activity/1', { token })).data.registrationCount;
    expect(after).toBe(before - 1);
    expect((await registrationsOf(1)).length).toBe(after);
    expect((await call(`/admin/registration/${first.registrationId}`, { method: 'DELETE', token })).msg).toBe(
      '报名记录不存在',
    );
  });

  it('answers 403 to a role without the registrations screen', async () => {
    expect((await list({}, 'zh', await login('schooladmin'))).code).toBe(403);
  });
});
