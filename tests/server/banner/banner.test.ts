import { beforeEach, describe, expect, it } from 'vitest';
import type { activityRoutes } from '../../../server/areas/activity/routes';
import type { bannerRoutes } from '../../../server/areas/banner/routes';
import { answer, api } from '../helpers/api';
import { login } from '../helpers/client';
import { activityRows, courseCount, courseTitles, firstContent } from '../helpers/rows/site-data';

// docs/api.md "Banners": the carousel's list, validation, order and link choices.

const IMAGE = '/csp/system/oss/file/90004/banner.png';
let token = '';
beforeEach(async () => {
  token = await login('admin');
});

/** The banner calls, as the admin (or `as`) in `lang`. */
const banners = (lang: 'zh' | 'en' = 'zh', as = token) => api<typeof bannerRoutes>({ token: as, lang }).admin.banner;
const list = (lang: 'zh' | 'en' = 'zh') => answer(banners(lang).list.$get({ query: { pageSize: 100 } }));
const read = (bannerId: number, lang: 'zh' | 'en' = 'zh') =>
  answer(banners(lang)[':bannerId'].$get({ param: { bannerId: String(bannerId) } }));
const create = (json: object, lang: 'zh' | 'en' = 'zh') => answer(banners(lang).$post({ json }));
const remove = (bannerIds: string) => answer(banners()[':bannerIds'].$delete({ param: { bannerIds } }));
const reorder = (bannerIds: unknown[]) => answer(banners().order.$put({ json: { bannerIds } }));

describe('banner list', () => {
  it('lists the seeded banners by sort, one of every link type, each link named in the request language', async () => {
    const zh = await list();
    const sorts = zh.rows.map((r) => r.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    expect(new Set(zh.rows.map((r) => r.linkType))).toEqual(new Set(['1', '2', '3', '4', '']));
    const course = await courseTitles(Number(zh.rows.find((r) => r.linkType === '1')!.sourceId));
    expect(zh.rows.find((r) => r.linkType === '1')!.linkName).toBe(course.title);
    const en = await list('en');
    expect(en.rows.find((r) => r.linkType === '1')!.linkName).toBe(course.titleEn || course.title);
    const external = en.rows.find((r) => r.linkType === '4')!;
    expect(external.linkName).toBe(external.sourceId);
    expect(external.sourceId).toMatch(/^https?:\/\//);
  });

  it('filters by a title in either language and names nothing for a link whose record is gone', async () => {
    const [first] = (await list('en')).rows;
    expect((await answer(banners().list.$get({ query: { title: first.titleEn } }))).rows).toEqual([
      expect.objectContaining({ bannerId: first.bannerId }),
    ]);
    const activityBanner = (await list()).rows.find((r) => r.linkType === '3')!;
    const activities = api<typeof activityRoutes>({ token }).admin.activity;
    await activities[':activityIds'].$delete({ param: { activityIds: activityBanner.sourceId } });
    const after = await read(activityBanner.bannerId);
    expect(after.data).toMatchObject({ linkType: '3', linkName: '' });
  });
});

describe('banner validation', () => {
  const base = { titleZh: '春季招生', image: IMAGE, sort: 5 };

  it('requires title, image and sort in either language', async () => {
    expect((await create({ ...base, titleZh: '' }, 'en')).msg).toBe('Title is required');
    expect((await create({ ...base, image: '' })).msg).toBe('图片不能为空');
    expect((await create({ ...base, sort: '' }, 'en')).msg).toBe('Sort is required');
  });

  it('requires link type and link content in Chinese, not in English', async () => {
    expect((await create(base)).msg).toBe('链接类型不能为空');
    expect((await create({ ...base, linkType: '4' })).msg).toBe('链接内容不能为空');
    const english = await create(base, 'en');
    expect(english.code).toBe(200);
    expect(english.data).toMatchObject({ linkType: '', sourceId: '', linkName: '' });
    // a type without its target means nothing, even in English
    expect((await create({ ...base, linkType: '2' }, 'en')).msg).toBe('Link content is required');
  });

  it('takes only an http(s) address as an external link', async () => {
    for (const address of ['javascript:alert(1)', 'ftp://example.com', 'www.example.com', 'http://']) {
      const reply = await create({ ...base, linkType: '4', sourceId: address }, 'en');
      expect(reply.msg).toBe('An external link must be an http or https address');
    }
    const good = await create({ ...base, linkType: '4', sourceId: 'https://example.com/spring' });
    expect(good.code).toBe(200);
  });

  it('links only to a course, content item or activity that exists', async () => {
    expect((await create({ ...base, linkType: '1', sourceId: '99999' })).msg).toBe('链接的课程不存在');
    expect((await create({ ...base, linkType: '2', sourceId: 'abc' }, 'en')).msg).toBe(
      'The linked content item does not exist',
    );
    expect((await create({ ...base, linkType: '3', sourceId: '99999' })).msg).toBe('链接的活动不存在');
    const content = await firstContent();
    const saved = await create({ ...base, linkType: '2', sourceId: String(content.contentId) });
    expect(saved.data.linkName).toBe(content.title);
  });

  it('edits a banner, and answers an unknown one', async () => {
    const [first] = (await list()).rows;
    const edit = await answer(banners().$put({ json: { ...first, titleZh: '新标题', sort: 1 } }));
    expect(edit.code).toBe(200);
    expect((await read(first.bannerId)).data).toMatchObject({
      title: '新标题',
      titleEn: first.titleEn,
      sort: 1,
    });
    expect((await read(4242, 'en')).msg).toBe('The banner does not exist');
  });

  it('deletes banners, all or none', async () => {
    const ids = (await list()).rows.map((r) => r.bannerId);
    expect((await remove(`${ids[0]},4242`)).msg).toBe('轮播图不存在');
    expect((await list()).total).toBe(ids.length);
    expect((await remove(String(ids[0]))).code).toBe(200);
    expect((await list()).rows.map((r) => r.bannerId)).toEqual(ids.slice(1));
  });

  it('needs the banner permissions', async () => {
    const teacher = await login('teacher');
    const reply = await answer(banners('zh', teacher).list.$get({ query: {} }));
    expect(reply.code).toBe(403);
  });
});

describe('banner order', () => {
  it('puts the banners in the order given, the sort following it', async () => {
    const ids = (await list()).rows.map((r) => r.bannerId);
    const reversed = [...ids].reverse();
    expect((await reorder(reversed)).code).toBe(200);
    const after = await list();
    expect(after.rows.map((r) => r.bannerId)).toEqual(reversed);
    expect(after.rows.map((r) => r.sort)).toEqual(reversed.map((_, i) => (i + 1) * 10));
  });

  it('refuses an order that misses, repeats or invents a banner', async () => {
    const ids = (await list()).rows.map((r) => r.bannerId);
    const message = '新顺序必须包含每个轮播图各一次';
    expect((await reorder(ids.slice(1))).msg).toBe(message);
    expect((await reorder([ids[0], ...ids.slice(0, -1)])).msg).toBe(message);
    expect((await reorder([...ids.slice(1), 999])).msg).toBe(message);
    expect((await list()).rows.map((r) => r.bannerId)).toEqual(ids);
  });
});

describe('banner link choices', () => {
  it('offers the courses, content items and activities by name in the request language', async () => {
    const reply = await answer(banners('en').links.$get());
    expect(reply.data['1']).toHaveLength(await courseCount());
    const content = await firstContent();
    expect(reply.data['2']).toContainEqual({
      value: String(content.contentId),
      label: content.titleEn || content.title,
    });
    expect(reply.data['3'].map((o) => o.value)).toEqual((await activityRows()).map((a) => String(a.activityId)));
  });
});
