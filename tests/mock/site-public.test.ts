import { describe, expect, it } from 'vitest';
import { db, mockNow } from '@mock/db';
import type { ActivityRow } from '@mock/db/business-types';
import { formatTime } from '@mock/lib/clock';
import { call, login } from './client';

// The public website's calls: no token needed, only what a visitor may see.

const HOUR = 3_600_000;
const at = (offsetHours: number) => formatTime(mockNow() + offsetHours * HOUR);

let nextId = 900;
/** An activity of the given time state, published unless told otherwise. */
function activity(state: 'past' | 'now' | 'future', published = true): ActivityRow {
  const [begin, end] = { past: [-48, -24], now: [-1, 24], future: [24, 48] }[state];
  const row: ActivityRow = {
    activityId: nextId++,
    name: `测试活动 ${state}`,
    nameEn: `Test activity ${state}`,
    intro: '简介',
    introEn: 'Intro',
    beginTime: at(begin),
    endTime: at(end),
    cover: '',
    content: '<p>内容</p>',
    publisher: '孙丽',
    published,
    publishDate: published ? at(-72) : '',
    registrationCount: 0,
    createBy: 'bd',
    createTime: at(-72),
    updateBy: '',
    updateTime: '',
    remark: '',
  };
  db().activities.push(row);
  return row;
}

interface Summary {
  activityId: number;
  name: string;
  state: string;
  registrationCount: number;
  content?: string;
}

const person = { name: '李雷', phone: '13812345678', area: '上海市浦东新区' };
const register = (id: number, body: object, options: { lang?: 'zh' | 'en'; token?: string } = {}) =>
  call<{ registrationId: number }>(`/activity/public/${id}/registrations`, { method: 'POST', body, ...options });

describe('public activities', () => {
  it('lists only published activities with their state, the ones in progress first', async () => {
    const now = activity('now');
    const hidden = activity('now', false);
    const future = activity('future');
    const reply = await call<unknown, Summary>('/activity/public/list', { query: { pageSize: 100 }, lang: 'en' });
    const ids = reply.rows.map((r) => r.activityId);
    expect(ids).not.toContain(hidden.activityId);
    expect(reply.rows.find((r) => r.activityId === now.activityId)).toMatchObject({
      name: 'Test activity now',
      state: '1',
    });
    expect(reply.rows.find((r) => r.activityId === future.activityId)?.state).toBe('0');
    const states = reply.rows.map((r) => r.state);
    expect(states.indexOf('1')).toBeLessThan(states.indexOf('0'));
    expect(reply.rows.every((r) => db().activities.find((a) => a.activityId === r.activityId)?.published)).toBe(true);
  });

  it('answers one published activity with its content, and not an unpublished one', async () => {
    const shown = activity('now');
    const hidden = activity('now', false);
    expect((await call<Summary>(`/activity/public/${shown.activityId}`)).data.content).toBe('<p>内容</p>');
    expect((await call(`/activity/public/${hidden.activityId}`)).msg).toBe('活动不存在或未发布');
  });
});

describe('registering for an activity', () => {
  it('registers a guest for an activity in progress, counted on the activity', async () => {
    const row = activity('now');
    const reply = await register(row.activityId, person);
    expect(reply.code).toBe(200);
    const saved = db().registrations.find((r) => r.registrationId === reply.data.registrationId);
    expect(saved).toMatchObject({ ...person, activityId: row.activityId, username: '' });
    expect(row.registrationCount).toBe(1);
    const listed = await call<unknown, Summary>('/activity/public/list', { query: { pageSize: 100 } });
    expect(listed.rows.find((r) => r.activityId === row.activityId)?.registrationCount).toBe(1);
  });

  it("records the console account's user name when a valid token comes along", async () => {
    const row = activity('now');
    const token = await login('teacher');
    const reply = await register(row.activityId, person, { token });
    expect(db().registrations.find((r) => r.registrationId === reply.data.registrationId)?.username).toBe('teacher');
    const stale = await register(row.activityId, { ...person, phone: '13912345678' }, { token: 'not-a-token' });
    expect(stale.code).toBe(200);
    expect(db().registrations.find((r) => r.registrationId === stale.data.registrationId)?.username).toBe('');
  });

  it('takes one registration per phone per activity', async () => {
    const first = activity('now');
    const second = activity('now');
    expect((await register(first.activityId, person)).code).toBe(200);
    expect((await register(first.activityId, { ...person, name: '韩梅梅' })).msg).toBe('该手机号码已报名此活动');
    expect((await register(first.activityId, person, { lang: 'en' })).msg).toBe(
      'This mobile number is already registered for this activity',
    );
    expect((await register(second.activityId, person)).code).toBe(200);
  });

  it('refuses an activity that has not started, has ended or is not published', async () => {
    expect((await register(activity('future').activityId, person)).msg).toBe('活动尚未开始，暂不能报名');
    expect((await register(activity('past').activityId, person, { lang: 'en' })).msg).toBe(
      'The activity has ended: registration is closed',
    );
    expect((await register(activity('now', false).activityId, person)).msg).toBe('活动不存在或未发布');
    expect(db().registrations.filter((r) => r.phone === person.phone)).toHaveLength(0);
  });

  it('requires name, phone and area, and a mainland mobile number', async () => {
    const id = activity('now').activityId;
    expect((await register(id, { ...person, name: '' })).msg).toBe('姓名不能为空');
    expect((await register(id, { ...person, area: '' }, { lang: 'en' })).msg).toBe('Area is required');
    expect((await register(id, { ...person, phone: '' })).msg).toBe('手机号码不能为空');
    for (const phone of ['12812345678', '1381234567', '138123456789', '+8613812345678']) {
      expect((await register(id, { ...person, phone }, { lang: 'en' })).msg).toBe('Please enter a valid phone number');
    }
  });
});

describe('public site configuration, banners and content', () => {
  it('answers the site configuration without its bookkeeping', async () => {
    const reply = await call<Record<string, string>>('/siteconfig/public');
    expect(Object.keys(reply.data).sort()).toEqual(['enname', 'logo', 'name', 'slogan', 'sloganEn']);
  });

  it('answers the banners by sort in the request language, dropping links that lead nowhere', async () => {
    const banners = db().banners;
    const activityBanner = banners.find((b) => b.linkType === '3')!;
    const linked = db().activities.find((a) => String(a.activityId) === activityBanner.sourceId)!;
    linked.published = false;
    const reply = await call<Array<{ bannerId: number; title: string; linkType: string }>>('/banner/public/list', {
      lang: 'en',
    });
    const expected = [...banners].sort((a, b) => a.sort - b.sort);
    expect(reply.data.map((b) => b.bannerId)).toEqual(expected.map((b) => b.bannerId));
    // only what a visitor needs, the title in the request language whatever the link type
    expect(reply.data).toEqual(
      expected.map((b) => ({
        bannerId: b.bannerId,
        title: b.titleEn,
        image: b.image,
        linkType: b === activityBanner ? '' : b.linkType,
        sourceId: b === activityBanner ? '' : b.sourceId,
      })),
    );
    expect(reply.data.find((b) => b.bannerId === activityBanner.bannerId)).toMatchObject({
      title: activityBanner.titleEn,
      linkType: '',
    });
  });

  it('lists every content item with its public address', async () => {
    const reply = await call<unknown, { contentId: number; link: string }>('/content/public/list', {
      query: { pageSize: 100 },
    });
    expect(reply.total).toBe(db().contents.length);
    expect(reply.rows.every((r) => r.link === `/contentView?id=${r.contentId}`)).toBe(true);
  });
});
