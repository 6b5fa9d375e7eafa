import { beforeEach, describe, expect, it } from 'vitest';
import type { activityRoutes } from '../../../server/areas/activity/routes';
import { answer, api } from '../helpers/api';
import { login } from '../helpers/client';
import { clock } from '../helpers/harness';
import { activityRow, activityRows, registrationRows, registrationsOf, stateNow } from '../helpers/rows/site-data';

// docs/api.md "Activities and registrations": the activities' seed, list, writes, publication and
// deletion.

const COVER = '/csp/system/oss/file/5/cover.png';
const fresh = {
  nameZh: '校园天文夜',
  nameEn: 'Campus Star Night',
  introZh: '用望远镜看月亮和木星。',
  introEn: 'Look at the Moon and Jupiter through a telescope.',
  beginTime: '2030-05-01 19:00:00',
  endTime: '2030-05-01 21:00:00',
  cover: COVER,
  content: '<p>带上外套。</p>',
};

let token = '';
beforeEach(async () => {
  token = await login('admin');
});

/** The activity calls, as the admin (or `as`) in `lang`. */
const activities = (lang: 'zh' | 'en' = 'zh', as = token) =>
  api<typeof activityRoutes>({ token: as, lang }).admin.activity;
const list = (query: Record<string, string | number> = {}, lang: 'zh' | 'en' = 'zh', as = token) =>
  answer(activities(lang, as).list.$get({ query: { pageSize: 50, ...query } }));
const create = (json: object, lang: 'zh' | 'en' = 'zh') => answer(activities(lang).$post({ json }));
const publish = (json: { activityId: number; published: boolean }, as = token) =>
  answer(activities('zh', as).publish.$put({ json }));
const read = (activityId: number, as = token) =>
  answer(activities('zh', as)[':activityId'].$get({ param: { activityId: String(activityId) } }));
const remove = (activityIds: string, lang: 'zh' | 'en' = 'zh') =>
  answer(activities(lang)[':activityIds'].$delete({ param: { activityIds } }));

describe('activity seed', () => {
  it('holds activities in every time state, published and not, ids 1–4 keeping their names', async () => {
    const rows = await activityRows();
    expect(new Set(rows.map((a) => stateNow(a)))).toEqual(new Set(['0', '1', '2']));
    expect(rows.some((a) => a.published) && rows.some((a) => !a.published)).toBe(true);
    expect(rows.filter((a) => a.activityId <= 4).map((a) => a.name)).toEqual([
      '2024 青少年科技创新大赛',
      '寒假编程训练营',
      '教师 STEAM 教学研讨会',
      '校园桥梁承重挑战赛',
    ]);
    // A published activity is open for registration in every seed: the website has one to show.
    expect(rows.some((a) => a.published && stateNow(a) === '1')).toBe(true);
  });

  it('holds one registration per phone per activity, and answers each count from them', async () => {
    const answered = (await list()).rows;
    for (const activity of await activityRows()) {
      const mine = await registrationsOf(activity.activityId);
      expect(answered.find((a) => a.activityId === activity.activityId)?.registrationCount).toBe(mine.length);
      expect(new Set(mine.map((r) => r.phone)).size).toBe(mine.length);
    }
    expect((await registrationRows()).length).toBeGreaterThan(10);
  });
});

describe('activity list', () => {
  it('answers names in the request language with the computed state and count', async () => {
    const en = await list({}, 'en');
    expect(en.total).toBe((await activityRows()).length);
    const camp = en.rows.find((r) => r.activityId === 2)!;
    expect(camp).toMatchObject({ name: 'Winter Coding Camp', nameZh: '寒假编程训练营', state: '0' });
    const contest = en.rows.find((r) => r.activityId === 1)!;
    expect(contest.registrationCount).toBe((await registrationsOf(1)).length);
  });

  it('filters by time state, publication and a name in either language', async () => {
    const ended = await list({ state: '2' });
    expect(ended.rows.length).toBeGreaterThan(0);
    expect(ended.rows.every((r) => r.state === '2')).toBe(true);
    const drafts = await list({ published: '0' });
    expect(drafts.rows.map((r) => r.nameZh).sort()).toEqual(['无人机编程体验课', '春季植物观察日记'].sort());
    expect((await list({ name: 'bridge' })).rows.map((r) => r.nameZh)).toEqual(['校园桥梁承重挑战赛']);
    expect((await list({ state: '9' })).msg).toBe('活动状态的值无效，可选值：0, 1, 2');
  });

  it('lists the newest first', async () => {
    const rows = (await list()).rows;
    const times = rows.map((r) => r.createTime);
    expect(times).toEqual([...times].sort().reverse());
    const made = await create(fresh);
    expect((await list()).rows[0].activityId).toBe(made.data.activityId);
  });

  it('follows the clock: a state is computed when asked, never stored', async () => {
    const camp = (await activityRow(2))!;
    expect((await list({ state: '1' })).rows.map((r) => r.activityId)).not.toContain(2);
    clock.advance(new Date(camp.beginTime.replace(' ', 'T')).getTime() + 60_000 - clock.now().getTime());
    // a session of the moved clock (the earlier one has expired by then)
    const later = await login('admin');
    expect((await list({ state: '1' }, 'zh', later)).rows.map((r) => r.activityId)).toContain(2);
  });

  it('is refused without the permission', async () => {
    const teacher = await login('teacher');
    expect((await list({}, 'zh', teacher)).code).toBe(403);
  });
});

describe('activity writes', () => {
  it('creates an unpublished activity, then edits it without touching the other language or its publication', async () => {
    const made = await create(fresh);
    expect(made.code).toBe(200);
    const id = made.data.activityId;
    expect(made.data).toMatchObject({ name: '校园天文夜', published: false, publishDate: '', registrationCount: 0 });
    expect(await activityRow(id)).toMatchObject({
      name: '校园天文夜',
      nameEn: 'Campus Star Night',
      published: false,
      publishDate: null,
    });
    await publish({ activityId: id, published: true });
    const edit = await answer(activities('en').$put({ json: { ...fresh, activityId: id, nameEn: 'Star Night' } }));
    expect(edit.code).toBe(200);
    expect(await activityRow(id)).toMatchObject({
      name: '校园天文夜',
      nameEn: 'Star Night',
      published: true,
    });
  });

  it('requires name, intro, time range, cover and content, with messages in both languages', async () => {
    const missing = (key: string, value: unknown = '') => create({ ...fresh, [key]: value });
    expect((await missing('nameZh')).msg).toBe('活动名称不能为空');
    expect((await missing('introZh')).msg).toBe('活动简介不能为空');
    expect((await missing('beginTime')).msg).toBe('活动时间不能为空');
    expect((await missing('cover')).msg).toBe('封面不能为空');
    expect((await missing('content', '<p><br></p>')).msg).toBe('活动内容不能为空');
    expect((await create({ ...fresh, content: '' }, 'en')).msg).toBe('Content is required');
    expect((await missing('endTime', '2030-05-01 18:00:00')).msg).toBe('结束时间必须晚于开始时间');
    expect((await missing('beginTime', '2030/05/01')).msg).toBe('开始时间必须是 yyyy-MM-dd HH:mm:ss 格式');
    expect((await activityRows()).some((a) => a.name === '校园天文夜')).toBe(false);
  });

  it('publishes with the publisher and date, and unpublishes', async () => {
    const on = await publish({ activityId: 5, published: true });
    expect(on.data).toMatchObject({ published: true, publisher: '平台管理员' });
    expect(on.data.publishDate).toMatch(/^\d{4}-\d{2}-\d{2} /);
    await publish({ activityId: 5, published: false });
    expect((await activityRow(5))?.published).toBe(false);
  });

  it('lets the business developer manage activities but not the teacher', async () => {
    const bd = await login('bd');
    const reply = await publish({ activityId: 6, published: true }, bd);
    expect(reply.code).toBe(200);
    const teacher = await login('teacher');
    expect((await read(6, teacher)).code).toBe(403);
  });

  it('deletes an activity together with its registrations', async () => {
    expect((await registrationsOf(3)).length).toBeGreaterThan(0);
    expect((await remove('3')).code).toBe(200);
    expect(await activityRow(3)).toBeUndefined();
    expect(await registrationsOf(3)).toEqual([]);
    expect((await read(3)).msg).toBe('活动不存在');
  });

  it('deletes nothing when one of the activities is unknown', async () => {
    expect((await remove('4,4242', 'en')).msg).toBe('The activity does not exist');
    expect(await activityRow(4)).toBeDefined();
  });
});
