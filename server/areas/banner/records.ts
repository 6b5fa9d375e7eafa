import { asc, eq, getTableColumns } from 'drizzle-orm';
import { isWebAddress } from '@contract/web-address';
import { banners } from '../../db/schema';
import type { Db } from '../../db/types';
import { localize, namedIn } from '../../lib/bilingual';
import type { Clock } from '../../lib/clock';
import type { Auth } from '../../lib/context';
import { deleteListed } from '../../lib/delete-listed';
import { fail, notFound } from '../../lib/errors';
import type { Lang } from '../../lib/lang';
import { containsText, countRows, param, type Query, sortedPage } from '../../lib/paging';
import { answered, createdBy, updatedBy, updateStamped } from '../../lib/records';
import { linkedRecordExists, linkLeadsSomewhere, linkNameColumn, type LinkType } from './links';
import type { BannerInput } from './schema';

// The website's carousel (docs/api.md "Banners", admin:banner:*): a title in both languages, a
// picture, a sort number (smaller first) and a link. The link is required only when the request
// is in Chinese: the Chinese console asks for it, the English one may leave a banner without one.

const missing = (): never => notFound('轮播图不存在', 'The banner does not exist');

const RECORD_MISSING: Record<'1' | '2' | '3', [string, string]> = {
  '1': ['链接的课程不存在', 'The linked course does not exist'],
  '2': ['链接的内容不存在', 'The linked content item does not exist'],
  '3': ['链接的活动不存在', 'The linked activity does not exist'],
};

const selectBanners = (db: Db, lang: Lang) =>
  db.select({ ...getTableColumns(banners), linkName: linkNameColumn(lang) }).from(banners);

type AnsweredRow = Awaited<ReturnType<typeof selectBanners>>[number];

const answer = (row: AnsweredRow, lang: Lang) => localize(answered(row), lang, ['title']);

/** Smaller sort first; the older banner first on a tie. */
const CAROUSEL_ORDER = [asc(banners.sort), asc(banners.bannerId)];

const SORTABLE = {
  bannerId: banners.bannerId,
  title: banners.title,
  sort: banners.sort,
  createTime: banners.createTime,
};

export async function listBanners(db: Db, q: Query, lang: Lang) {
  const where = containsText(param(q, 'title'), banners.title, banners.titleEn);
  const page = await sortedPage(
    q,
    countRows(db, banners, where),
    selectBanners(db, lang).where(where).$dynamic(),
    SORTABLE,
    ...CAROUSEL_ORDER,
  );
  return { ...page, rows: page.rows.map((row) => answer(row, lang)) };
}

export async function readBanner(db: Db, bannerId: number, lang: Lang) {
  const [row] = await selectBanners(db, lang).where(eq(banners.bannerId, bannerId));
  return row ? answer(row, lang) : missing();
}

async function readLink(db: Db, lang: Lang, input: BannerInput): Promise<{ linkType: LinkType; sourceId: string }> {
  const linkType = input.linkType ?? '';
  const { sourceId } = input;
  // Chinese: both required. English: both optional, but one without the other means nothing.
  if (!linkType && (lang === 'zh' || sourceId)) fail('链接类型不能为空', 'Link type is required');
  if (!sourceId && (lang === 'zh' || linkType)) fail('链接内容不能为空', 'Link content is required');
  if (!linkType) return { linkType: '', sourceId: '' };
  if (linkType === '4') {
    if (!isWebAddress(sourceId)) {
      fail('外部链接必须是 http 或 https 地址', 'An external link must be an http or https address');
    }
  } else if (!(await linkedRecordExists(db, linkType, sourceId))) {
    fail(...RECORD_MISSING[linkType]);
  }
  return { linkType, sourceId };
}

async function readValues(db: Db, lang: Lang, input: BannerInput) {
  const { title, titleEn, image, sort, remark } = input;
  return { title, titleEn, image, ...(await readLink(db, lang, input)), sort, remark };
}

export async function createBanner(db: Db, clock: Clock, auth: Auth, lang: Lang, input: BannerInput) {
  const values = await readValues(db, lang, input);
  const [{ bannerId }] = await db
    .insert(banners)
    .values({ ...values, ...createdBy(auth, clock) })
    .returning({ bannerId: banners.bannerId });
  return readBanner(db, bannerId, lang);
}

export async function updateBanner(db: Db, clock: Clock, auth: Auth, lang: Lang, bannerId: number, input: BannerInput) {
  await readBanner(db, bannerId, lang);
  const values = await readValues(db, lang, input);
  await updateStamped(db, auth, clock, banners, eq(banners.bannerId, bannerId), values);
}

/** Deletes every listed banner, or none when one is unknown. */
export async function deleteBanners(db: Db, ids: number[]) {
  await deleteListed(db, banners, banners.bannerId, ids, missing);
}

/** The carousel in a new order: every banner named once; sorts become 10, 20, 30… */
export async function reorderBanners(db: Db, clock: Clock, auth: Auth, ids: unknown[]) {
  await db.transaction(async (tx) => {
    const rows = await tx.select({ bannerId: banners.bannerId, sort: banners.sort }).from(banners).for('update');
    // the banners in the order named: every one of them, each once
    const ordered = ids.flatMap((id) => rows.filter((b) => b.bannerId === id));
    const complete =
      ids.length === rows.length && ordered.length === ids.length && new Set(ordered).size === ids.length;
    if (!complete) fail('新顺序必须包含每个轮播图各一次', 'The new order must name every banner exactly once');
    for (const [index, banner] of ordered.entries()) {
      const sort = (index + 1) * 10;
      if (banner.sort === sort) continue;
      await tx
        .update(banners)
        .set({ sort, ...updatedBy(auth, clock) })
        .where(eq(banners.bannerId, banner.bannerId));
    }
  });
}

/** The carousel as a visitor sees it: the title in the request language, only links that lead somewhere. */
export async function publicBanners(db: Db, lang: Lang) {
  const rows = await db
    .select({
      bannerId: banners.bannerId,
      title: namedIn(lang, banners.title, banners.titleEn),
      image: banners.image,
      linkType: banners.linkType,
      sourceId: banners.sourceId,
      leads: linkLeadsSomewhere,
    })
    .from(banners)
    .orderBy(...CAROUSEL_ORDER);
  return rows.map(({ leads, ...row }) => (leads ? row : { ...row, linkType: '', sourceId: '' }));
}
