import { beforeEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { contents } from '../../../server/db/schema';
import type { contentRoutes } from '../../../server/areas/content/routes';
import { answer, api } from '../helpers/api';
import { login } from '../helpers/client';
import { db } from '../helpers/harness';
import { unsigned } from '../helpers/upload';

// Content (docs/api.md "Content"): the list, writes and publication, checked on the table too.

const contentRow = async (contentId: number) =>
  (await db().select().from(contents).where(eq(contents.contentId, contentId)))[0];
const contentCount = async () => (await db().select({ n: count() }).from(contents))[0].n;
const titled = async (title: string) =>
  (await db().select().from(contents).where(eq(contents.title, title))).length > 0;

const VIDEO = '/csp/system/oss/file/5/%E8%A7%86%E9%A2%91.mp4';
const fresh = {
  titleZh: '声音的传播',
  titleEn: 'How sound travels',
  video: VIDEO,
  poster: '',
  descriptionZh: '敲击桌面，耳朵贴在桌上听一听。',
  descriptionEn: 'Knock on the desk and listen with an ear on it.',
};

let token = '';
beforeEach(async () => {
  token = await login('admin');
});

/** The public calls, without a session, and the admin calls, as the admin (or `as`), in `lang`. */
const publicCalls = (lang: 'zh' | 'en' = 'zh') => api<typeof contentRoutes>({ lang }).content.public;
const admin = (lang: 'zh' | 'en' = 'zh', as = token) => api<typeof contentRoutes>({ token: as, lang }).admin.content;
const list = (query: Record<string, string | number>, lang: 'zh' | 'en' = 'zh') =>
  answer(admin(lang).list.$get({ query }));
const create = (json: object, lang: 'zh' | 'en' = 'zh', as = token) => answer(admin(lang, as).$post({ json }));
const read = (contentId: number | string, lang: 'zh' | 'en' = 'zh') =>
  answer(admin(lang)[':contentId'].$get({ param: { contentId: String(contentId) } }));
const remove = (contentIds: string) => answer(admin()[':contentIds'].$delete({ param: { contentIds } }));
/** The public page's call, without a session. */
const publicItem = (contentId: number | string, lang: 'zh' | 'en' = 'zh') =>
  answer(publicCalls(lang)[':contentId'].$get({ param: { contentId: String(contentId) } }));

describe('content list', () => {
  it('lists the seeded items newest first, titles in the request language with both originals', async () => {
    const zh = await list({ pageSize: 50 });
    expect(zh.total).toBeGreaterThanOrEqual(5);
    const times = zh.rows.map((r) => r.createTime);
    expect(times).toEqual([...times].sort().reverse());
    const en = await list({ pageSize: 50 }, 'en');
    const circuits = en.rows.find((r) => r.titleZh === '串联与并联电路演示');
    expect(circuits).toMatchObject({
      title: 'Series and parallel circuits',
      link: `/contentView?id=${circuits?.contentId}`,
    });
    expect(unsigned(circuits!.video)).toMatch(/\.mp4$/);
  });

  it('finds an item by its title in either language', async () => {
    expect((await list({ title: '光合' })).rows.map((r) => r.titleZh)).toEqual(['植物的光合作用']);
    expect((await list({ title: 'moon' })).rows.map((r) => r.titleZh)).toEqual(['月相变化']);
  });

  it('filters by create time, both ends inclusive', async () => {
    const april = await list({ 'params[beginTime]': '2026-04-07', 'params[endTime]': '2026-04-21' });
    expect(april.rows.map((r) => r.titleZh).sort()).toEqual(['月相变化', '纸桥承重挑战'].sort());
  });

  it('is refused (403) to roles without the content permissions', async () => {
    const principal = await login('principal');
    const reply = await answer(admin('zh', principal).list.$get({ query: {} }));
    expect(reply.code).toBe(403);
    const write = await create(fresh, 'zh', principal);
    expect(write.code).toBe(403);
    expect(await titled(fresh.titleZh)).toBe(false);
  });
});

describe('content writes', () => {
  it('creates, reads, updates and deletes an item', async () => {
    const created = await create(fresh);
    expect(created.code).toBe(200);
    const id = created.data.contentId;
    expect(created.data.link).toBe(`/contentView?id=${id}`);

    const one = await read(id, 'en');
    expect(one.data).toMatchObject({ title: 'How sound travels', titleZh: '声音的传播' });
    // signed for the reader (docs/api.md "Files"); the record keeps the address alone
    expect(unsigned(one.data.video)).toBe(VIDEO);

    const updated = await answer(admin('en').$put({ json: { ...one.data, titleEn: 'Sound on the move' } }));
    expect(updated.code).toBe(200);
    const row = await contentRow(id);
    // The English form sent the record back: the Chinese title and description stay.
    expect(row).toMatchObject({ title: '声音的传播', titleEn: 'Sound on the move', description: fresh.descriptionZh });

    expect((await remove(String(id))).code).toBe(200);
    expect(await contentRow(id)).toBeUndefined();
  });

  it.each([
    [{ titleZh: '' }, '标题不能为空', 'Title is required'],
    [{ video: '' }, '视频不能为空', 'Video is required'],
    [{ video: '/csp/system/oss/file/9/clip.mov' }, '视频必须是 mp4 文件', 'The video must be an mp4 file'],
    [{ descriptionZh: ' ' }, '描述不能为空', 'Description is required'],
    [
      { poster: '/csp/system/oss/file/9/a.gif' },
      '封面必须是 png、jpg 或 jpeg 图片',
      'The poster must be a png, jpg or jpeg image',
    ],
  ])('refuses %o with a message in both languages', async (change, zh, en) => {
    const before = await contentCount();
    expect((await create({ ...fresh, ...change })).msg).toBe(zh);
    expect((await create({ ...fresh, ...change }, 'en')).msg).toBe(en);
    expect(await contentCount()).toBe(before);
  });

  it('answers an unknown id clearly', async () => {
    expect((await read(9999)).msg).toBe('内容不存在');
    expect((await remove('9999')).code).toBe(500);
    expect(await remove('1,9999')).toEqual({
      code: 500,
      msg: '内容不存在',
      kind: 'notFound',
    });
    expect(await contentRow(1)).toBeDefined();
  });
});

describe('public content page call', () => {
  it('answers without login only what the public page shows, in the request language', async () => {
    const reply = await publicItem(1, 'en');
    expect(reply.code).toBe(200);
    expect(reply.data).toEqual({
      contentId: 1,
      title: 'Series and parallel circuits',
      description: expect.stringContaining('Two batteries') as unknown,
      video: expect.stringMatching(/\.mp4$/) as unknown,
      poster: '',
    });
  });

  it('falls back to Chinese when an item has no English text', async () => {
    const id = (await create({ ...fresh, titleEn: '', descriptionEn: '' })).data.contentId;
    const reply = await publicItem(id, 'en');
    expect(reply.data).toMatchObject({ title: '声音的传播', description: fresh.descriptionZh });
  });

  it('says so for an unknown or malformed id', async () => {
    expect(await publicItem(9999, 'en')).toMatchObject({
      code: 500,
      msg: 'The content does not exist',
      kind: 'notFound',
    });
    expect((await publicItem('abc')).code).toBe(500);
  });
});

describe('public content list', () => {
  it('answers every item newest first without login, with only what the site shows', async () => {
    const reply = await answer(publicCalls('en').list.$get({ query: { pageSize: 50 } }));
    expect(reply.code).toBe(200);
    expect(reply.total).toBe(await contentCount());
    expect(Object.keys(reply.rows[0]).sort()).toEqual(['contentId', 'description', 'link', 'poster', 'title']);
    expect(reply.rows.at(-1)).toMatchObject({ contentId: 1, title: 'Series and parallel circuits' });
  });
});
