import { describe, expect, it } from 'vitest';
import type { activityRoutes } from '../../../server/areas/activity/routes';
import type { bannerRoutes } from '../../../server/areas/banner/routes';
import type { siteConfigRoutes } from '../../../server/areas/siteconfig/routes';
import { answer, api, type Caller } from '../helpers/api';
import { login } from '../helpers/client';
import {
  addActivity,
  activityRow,
  bannerRows,
  registrationRow,
  registrationRows,
  setPublished,
} from '../helpers/rows/site-data';

// docs/api.md "Public calls": the public website's calls, no token needed,
// answering only what a visitor may see. A visitor's registration is in the admin's registrations.

const person = { name: '李雷', phone: '13812345678', area: '上海市浦东新区' };
/** The activity area's calls, as `caller` (a visitor when no token). */
const activityApi = (caller: Caller = {}) => api<typeof activityRoutes>(caller);
const publicActivities = (caller: Caller = {}) => activityApi(caller).activity.public;
const publicList = (query: Record<string, string | number>, lang: 'zh' | 'en' = 'zh') =>
  answer(publicActivities({ lang }).list.$get({ query }));
const publicActivity = (activityId: number | string, lang: 'zh' | 'en' = 'zh') =>
  answer(publicActivities({ lang })[':activityId'].$get({ param: { activityId: String(activityId) } }));
const register = (id: number, json: object, caller: Caller = {}) =>
  answer(publicActivities(caller)[':activityId'].registrations.$post({ param: { activityId: String(id) }, json }));
const publicBanners = (lang: 'zh' | 'en' = 'zh') =>
  answer(api<typeof bannerRoutes>({ lang }).banner.public.list.$get({ query: {} }));

describe('public activities', () => {
  it('lists only published activities with their state, the ones in progress first', async () => {
    const now = await addActivity('now');
    const hidden = await addActivity('now', false);
    const future = await addActivity('future');
    const reply = await publicList({ pageSize: 100 }, 'en');
    const ids = reply.rows.map((r) => r.activityId);
    expect(ids).not.toContain(hidden.activityId);
    expect(reply.rows.find((r) => r.activityId === now.activityId)).toMatchObject({
      name: 'Test activity now',
      state: '1',
    });
    expect(reply.rows.find((r) => r.activityId === future.activityId)?.state).toBe('0');
    const states = reply.rows.map((r) => r.state);
    expect(states.indexOf('1')).toBeLessThan(states.indexOf('0'));
    expect(states).toEqual(
      [...states].sort((a, b) => ({ '1': 0, '0': 1, '2': 2 })[a]! - { '1': 0, '0': 1, '2': 2 }[b]!),
    );
    for (const r of reply.rows) expect((await activityRow(r.activityId))?.published).toBe(true);
    expect(Object.keys(reply.rows[0]).sort()).toEqual(
      ['activityId', 'beginTime', 'cover', 'endTime', 'intro', 'name', 'registrationCount', 'state'].sort(),
    );
  });

  it('answers one published activity with its content, and not an unpublished one', async () => {
    const shown = await addActivity('now');
    const hidden = await addActivity('now', false);
    expect((await publicActivity(shown.activityId)).data.content).toBe('<p>内容</p>');
    expect((await publicActivity(hidden.activityId)).msg).toBe('活动不存在或未发布');
    expect((await publicActivity('4242', 'en')).msg).toBe('The activity does not exist or is not published');
  });
});

describe('registering for an activity', () => {
  it("registers a guest for an activity in progress, counted on the activity and in the admin's registrations", async () => {
    const row = await addActivity('now');
    const reply = await register(row.activityId, person);
    expect(reply.code).toBe(200);
    expect(reply.data).toEqual({ registrationId: reply.data.registrationId, activityId: row.activityId });
    expect(await registrationRow(reply.data.registrationId)).toMatchObject({
      ...person,
      activityId: row.activityId,
      username: '',
    });
    const listed = await publicList({ pageSize: 100 });
    expect(listed.rows.find((r) => r.activityId === row.activityId)?.registrationCount).toBe(1);
    const admin = await answer(
      activityApi({ token: await login('admin') }).admin.registration.list.$get({
        query: { activityId: row.activityId },
      }),
    );
    expect(admin.rows).toEqual([
      expect.objectContaining({
        registrationId: reply.data.registrationId,
        activityName: '测试活动 now',
        username: '',
      }),
    ]);
  });

  it("records the console account's user name when a valid token comes along", async () => {
    const row = await addActivity('now');
    const token = await login('teacher');
    const reply = await register(row.activityId, person, { token });
    expect((await registrationRow(reply.data.registrationId))?.username).toBe('teacher');
    const stale = await register(row.activityId, { ...person, phone: '13912345678' }, { token: 'not-a-token' });
    expect(stale.code).toBe(200);
    expect((await registrationRow(stale.data.registrationId))?.username).toBe('');
  });

  it('takes one registration per phone per activity', async () => {
    const first = await addActivity('now');
    const second = await addActivity('now');
    expect((await register(first.activityId, person)).code).toBe(200);
    expect((await register(first.activityId, { ...person, name: '韩梅梅' })).msg).toBe('该手机号码已报名此活动');
    expect((await register(first.activityId, person, { lang: 'en' })).msg).toBe(
      'This mobile number is already registered for this activity',
    );
    expect((await register(second.activityId, person)).code).toBe(200);
  });

  it('takes one of two registrations of the same phone made at the same moment', async () => {
    const row = await addActivity('now');
    const replies = await Promise.all([register(row.activityId, person), register(row.activityId, person)]);
    expect(replies.map((r) => r.code).sort()).toEqual([200, 500]);
    expect(replies.find((r) => r.code === 500)?.msg).toBe('该手机号码已报名此活动');
  });

  it('refuses an activity that has not started, has ended or is not published', async () => {
    expect((await register((await addActivity('future')).activityId, person)).msg).toBe('活动尚未开始，暂不能报名');
    expect((await register((await addActivity('past')).activityId, person, { lang: 'en' })).msg).toBe(
      'The activity has ended: registration is closed',
    );
    expect((await register((await addActivity('now', false)).activityId, person)).msg).toBe('活动不存在或未发布');
    expect((await registrationRows()).filter((r) => r.phone === person.phone)).toHaveLength(0);
  });

  it('requires name, phone and area, and a mainland mobile number', async () => {
    const id = (await addActivity('now')).activityId;
    expect((await register(id, { ...person, name: '' })).msg).toBe('姓名不能为空');
    expect((await register(id, { ...person, area: '' }, { lang: 'en' })).msg).toBe('Area is required');
    expect((await register(id, { ...person, phone: '' })).msg).toBe('手机号码不能为空');
    for (const phone of ['12812345678', '1381234567', '138123456789', '+8613812345678']) {
      expect((await register(id, { ...person, phone }, { lang: 'en' })).msg).toBe('Please enter a valid phone number');
    }
  });
});

describe('public site configuration and banners', () => {
  it('answers the site configuration without its bookkeeping', async () => {
    const reply = await answer(api<typeof siteConfigRoutes>().siteconfig.public.$get());
    expect(Object.keys(reply.data).sort()).toEqual(['enname', 'logo', 'name', 'slogan', 'sloganEn']);
  });

  it('answers the banners by sort in the request language, dropping links that lead nowhere', async () => {
    const banners = await bannerRows();
    const activityBanner = banners.find((b) => b.linkType === '3')!;
    await setPublished(Number(activityBanner.sourceId), false);
    const reply = await publicBanners('en');
    expect(reply.data.map((b) => b.bannerId)).toEqual(banners.map((b) => b.bannerId));
    // only what a visitor needs, the title in the request language whatever the link type
    expect(reply.data).toEqual(
      banners.map((b) => ({
        bannerId: b.bannerId,
        title: b.titleEn,
        image: b.image,
        linkType: b === activityBanner ? '' : b.linkType,
        sourceId: b === activityBanner ? '' : b.sourceId,
      })),
    );
  });

  it('drops the link of a banner whose activity is gone', async () => {
    const banners = await bannerRows();
    const activityBanner = banners.find((b) => b.linkType === '3')!;
    const linkOf = async () =>
      (await publicBanners()).data.find((b) => b.bannerId === activityBanner.bannerId)?.linkType;
    expect(await linkOf()).toBe('3');
    const admin = activityApi({ token: await login('admin') }).admin.activity;
    await answer(admin[':activityIds'].$delete({ param: { activityIds: String(activityBanner.sourceId) } }));
    expect(await linkOf()).toBe('');
  });
});
