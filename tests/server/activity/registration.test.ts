import { beforeEach, describe, expect, it } from 'vitest';
import type { activityRoutes } from '../../../server/areas/activity/routes';
import { answer, api } from '../helpers/api';
import { login } from '../helpers/client';
import { registrationRows, registrationsOf } from '../helpers/rows/site-data';

// docs/api.md "Activities and registrations": the admin's list of registrations and their
// deletion.

let token = '';
beforeEach(async () => {
  token = await login('admin');
});

/** The activity area's calls, as the admin (or `as`) in `lang`. */
const calls = (lang: 'zh' | 'en' = 'zh', as = token) => api<typeof activityRoutes>({ token: as, lang }).admin;
const list = (query: Record<string, string | number> = {}, lang: 'zh' | 'en' = 'zh', as = token) =>
  answer(calls(lang, as).registration.list.$get({ query: { pageSize: 100, ...query } }));
const registrationCount = async (activityId: number) =>
  (await answer(calls().activity[':activityId'].$get({ param: { activityId: String(activityId) } }))).data
    .registrationCount;
const remove = (registrationId: number) =>
  answer(calls().registration[':registrationIds'].$delete({ param: { registrationIds: String(registrationId) } }));

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
    const before = await registrationCount(1);
    expect((await remove(first.registrationId)).code).toBe(200);
    const after = await registrationCount(1);
    expect(after).toBe(before - 1);
    expect((await registrationsOf(1)).length).toBe(after);
    expect((await remove(first.registrationId)).msg).toBe('报名记录不存在');
  });

  it('answers 403 to a role without the registrations screen', async () => {
    expect((await list({}, 'zh', await login('schooladmin'))).code).toBe(403);
  });
});
