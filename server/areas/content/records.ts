import { and, asc, desc, eq } from 'drizzle-orm';
import { contents } from '../../db/schema';
import type { Db } from '../../db/types';
import { localize } from '../../lib/bilingual';
import type { Clock } from '../../lib/clock';
import type { Auth } from '../../lib/context';
import { deleteListed } from '../../lib/delete-listed';
import { notFound } from '../../lib/errors';
import type { Lang } from '../../lib/lang';
import { containsText, dateRange, countRows, listPage, orderBy, param, type Query } from '../../lib/paging';
import { answered, findRow, createdBy, updateStamped } from '../../lib/records';
import type { ContentInput } from './schema';

// Content items (docs/api.md "Content"): a video with a title and a description in both
// languages, shared through a QR code that opens the public page /contentView?id=<id>.

type ContentRow = typeof contents.$inferSelect;

const missing = (): never => notFound('内容不存在', 'The content does not exist');

/** The public address of an item, derived from its id (never stored, so never out of date). */
const publicLink = (contentId: number) => `/contentView?id=${contentId}`;

export const answer = (row: ContentRow, lang: Lang) => ({
  ...localize(answered(row), lang, ['title', 'description']),
  link: publicLink(row.contentId),
});

/** The stored fields of an item: what the form sent, without what the screen showed alongside. */
const stored = ({ title, titleEn, video, poster, description, descriptionEn, remark }: ContentInput) => ({
  title,
  titleEn,
  video,
  poster,
  description,
  descriptionEn,
  remark,
});

const SORTABLE = {
  contentId: contents.contentId,
  title: contents.title,
  titleEn: contents.titleEn,
  createTime: contents.createTime,
  updateTime: contents.updateTime,
};

/** Newest first: an item just added is at the top of the first page. */
const NEWEST_FIRST = [desc(contents.createTime), desc(contents.contentId)];

async function contentPage(db: Db, q: Query, where: ReturnType<typeof and>) {
  const order = orderBy(q, SORTABLE);
  return listPage(q, countRows(db, contents, where), (limit, offset) =>
    db
      .select()
      .from(contents)
      .where(where)
      .orderBy(...(order ? [order, asc(contents.contentId)] : NEWEST_FIRST))
      .limit(limit)
      .offset(offset),
  );
}

export async function listContents(db: Db, q: Query, lang: Lang) {
  const where = and(
    containsText(param(q, 'title'), contents.title, contents.titleEn),
    dateRange(q, contents.createTime),
  );
  const page = await contentPage(db, q, where);
  return { ...page, rows: page.rows.map((row) => answer(row, lang)) };
}

/** Every item for the public website, newest first, with only what the site shows. */
export async function publicContents(db: Db, q: Query, lang: Lang) {
  const page = await contentPage(db, q, undefined);
  return {
    ...page,
    rows: page.rows.map((row) => {
      const { contentId, title, description, poster, link } = answer(row, lang);
      return { contentId, title, description, poster, link };
    }),
  };
}

const findContent = (db: Db, contentId: number): Promise<ContentRow> =>
  findRow(db, contents, eq(contents.contentId, contentId), missing);

export async function readContentItem(db: Db, contentId: number, lang: Lang) {
  return answer(await findContent(db, contentId), lang);
}

export async function publicContent(db: Db, contentId: number, lang: Lang) {
  const { title, description, video, poster } = answer(await findContent(db, contentId), lang);
  return { contentId, title, description, video, poster };
}

export async function createContent(db: Db, clock: Clock, auth: Auth, lang: Lang, input: ContentInput) {
  const values = stored(input);
  const [row] = await db
    .insert(contents)
    .values({ ...values, ...createdBy(auth, clock) })
    .returning();
  return answer(row, lang);
}

export async function updateContent(
  db: Db,
  clock: Clock,
  auth: Auth,
  contentId: number,
  input: ContentInput,
): Promise<void> {
  const before = await findContent(db, contentId);
  const values = stored(input);
  await updateStamped(db, auth, clock, contents, eq(contents.contentId, before.contentId), values);
}

/** One unknown id refuses the whole call: nothing is deleted then. */
export async function deleteContents(db: Db, ids: number[]): Promise<void> {
  await deleteListed(db, contents, contents.contentId, ids, missing);
}
