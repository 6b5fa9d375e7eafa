import { http } from 'msw';
import { isWebAddress } from '@/utils/web-address';
import { bannerLinkName, linkedRecordName } from '../db/banner-links';
import type { BannerRow } from '../db/site-types';
import { db } from '../db/store';
import { readJson, type Body } from '../lib/body';
import { crud } from '../lib/crud';
import { named, type Lang } from '../lib/lang';
import { localize, zhKey } from '../lib/localize';
import { contains, param } from '../lib/query';
import { formatTime } from '../lib/clock';
import { bad, ok } from '../lib/reply';
import { withAuth } from '../lib/route';
import { choice, field, int, text } from '../lib/validate';

// The website's carousel (admin:banner:*): a title in both languages, a picture, a sort number
// (smaller first) and a link to a course, content item, activity or external http(s) address.
// The link is required only when the request is in Chinese: the Chinese console asks for it, the
// English one may leave a banner without a link (docs/api.md "Banners").

const ID = field('bannerId', '轮播图编号', 'Banner id');
const MISSING: [string, string] = ['轮播图不存在', 'The banner does not exist'];
const LINK_TYPE = field('linkType', '链接类型', 'Link type');
const SOURCE = field('sourceId', '链接内容', 'Link content');
const LINK_TYPES = ['1', '2', '3', '4'] as const;

const RECORD_MISSING: Record<'1' | '2' | '3', [string, string]> = {
  '1': ['链接的课程不存在', 'The linked course does not exist'],
  '2': ['链接的内容不存在', 'The linked content item does not exist'],
  '3': ['链接的活动不存在', 'The linked activity does not exist'],
};

function readLink(lang: Lang, body: Body): Pick<BannerRow, 'linkType' | 'sourceId'> {
  const linkType = choice(lang, body, LINK_TYPE, LINK_TYPES, '') as BannerRow['linkType'];
  const sourceId = text(lang, body, SOURCE, { max: 500 });
  // Chinese: both required. English: both optional, but one without the other means nothing.
  if (!linkType && (lang === 'zh' || sourceId)) bad(lang, '链接类型不能为空', 'Link type is required');
  if (!sourceId && (lang === 'zh' || linkType)) bad(lang, '链接内容不能为空', 'Link content is required');
  if (!linkType) return { linkType: '', sourceId: '' };
  if (linkType === '4') {
    if (!isWebAddress(sourceId)) {
      bad(lang, '外部链接必须是 http 或 https 地址', 'An external link must be an http or https address');
    }
  } else if (linkedRecordName(lang, linkType, sourceId) === undefined) {
    bad(lang, ...RECORD_MISSING[linkType]);
  }
  return { linkType, sourceId };
}

function readBanner(lang: Lang, body: Body) {
  return {
    title: text(lang, body, field(zhKey(body, 'title'), '标题', 'Title'), { required: true, max: 100 }),
    titleEn: text(lang, body, field('titleEn', '英文标题', 'English title'), { max: 100 }),
    image: text(lang, body, field('image', '图片', 'Image'), { required: true, max: 500 }),
    ...readLink(lang, body),
    sort: int(lang, body, field('sort', '排序', 'Sort'), { required: true, min: 0, max: 9999 }),
    remark: text(lang, body, field('remark', '备注', 'Remark'), { max: 500 }),
  };
}

/** Smaller sort first; the older banner first on a tie. */
export const bannerOrder = (a: BannerRow, b: BannerRow) => a.sort - b.sort || a.bannerId - b.bannerId;

const answer = (row: BannerRow, lang: Lang) => ({
  ...localize(row, lang, ['title']),
  linkName: bannerLinkName(lang, row),
});

/** The carousel in a new order: every banner named once; sorts become 10, 20, 30… */
const reorder = http.put(
  '*/csp/admin/banner/order',
  withAuth('admin:banner:edit', async ({ request, lang, user }) => {
    const body = await readJson(request);
    const ids = Array.isArray(body.bannerIds) ? body.bannerIds : [];
    const banners = db().banners;
    const complete =
      ids.length === banners.length &&
      new Set(ids).size === ids.length &&
      ids.every((id) => banners.some((b) => b.bannerId === id));
    if (!complete) bad(lang, '新顺序必须包含每个轮播图各一次', 'The new order must name every banner exactly once');
    ids.forEach((id, index) => {
      const row = banners.find((b) => b.bannerId === id)!;
      if (row.sort === (index + 1) * 10) return;
      Object.assign(row, { sort: (index + 1) * 10, updateBy: user.userName, updateTime: formatTime() });
    });
    return ok(lang);
  }),
);

/** What a banner may link to, by link type, each named in the request language (the form's choices). */
const linkChoices = http.get(
  '*/csp/admin/banner/links',
  withAuth('admin:banner:list', ({ lang }) => {
    const { courses, contents, activities } = db();
    return ok(lang, {
      '1': courses.map((c) => ({ value: String(c.courseId), label: named(lang, c.title, c.titleEn) })),
      '2': contents.map((c) => ({ value: String(c.contentId), label: named(lang, c.title, c.titleEn) })),
      '3': activities.map((a) => ({ value: String(a.activityId), label: named(lang, a.name, a.nameEn) })),
    });
  }),
);

export const bannerHandlers = [
  reorder,
  linkChoices,
  ...crud({
    base: '/admin/banner',
    perm: 'admin:banner',
    table: () => db().banners,
    id: 'bannerId',
    idField: ID,
    missing: MISSING,
    where: (q) => (b) => contains(param(q, 'title'), b.title, b.titleEn),
    order: bannerOrder,
    answer,
    read: readBanner,
  }),
];
