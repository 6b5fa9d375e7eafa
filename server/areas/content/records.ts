import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { contents } from '../../db/schema';
import type { Db } from '../../db/types';
import { localize, zhKey } from '../../lib/bilingual';
import type { Body } from '../../lib/body';
import type { Clock } from '../../lib/clock';
import type { Auth } from '../../lib/context';
import { fail, notFound } from '../../lib/errors';
import type { Lang } from '../../lib/lang';
import { containsText, dateRange, countRows, listPage, orderBy, param, type Query } from '../../lib/paging';
import { answered, createdBy, updatedBy } from '../../lib/records';
import { field, int, text } from '../../lib/validate';
import { address } from '../../lib/address-field';

// Content items (docs/api.md "Content"): a video with a title and a description in both
// languages, shared through a QR code that opens the public page /contentView?id=<id>.

export const CONTENT_ID = field('contentId', '内容编号', 'Content id');

type ContentRow = typeof contents.$inferSelect;

const missing = (): never => notFound('内容不存在', 'The content does not exist');

/** The public address of an item, derived from its id (never stored, so never out of date). */
const publicLink = (contentId: number) => `/contentView?id=${contentId}`;

export const answer = (row: ContentRow, lang: Lang) => ({
  ...localize(answered(row), lang, ['title', 'description']),
  link: publicLink(row.contentId),
});

/** The last part of a file URL, decoded: what tells an upload's type. */
function fileNameOf(url: string): string {
  const last = url.split(/[?#]/)[0].split('/').pop() ?? '';
  try {
    return decodeURIComponent(last).toLowerCase();
  } catch {
    return last.toLowerCase();
  }
}

function readVideo(body: Body): string {
  const video = address(field('video', '视频', 'Video'), { required: true, max: 500 })(body);
  if (!fileNameOf(video).endsWith('.mp4')) fail('视频必须是 mp4 文件', 'The video must be an mp4 file');
  return video;
}

function readPoster(body: Body): string {
  const poster = address(field('poster', '封面', 'Poster'), { max: 500 })(body);
  if (poster && !/\.(png|jpe?g)$/.test(fileNameOf(poster))) {
    fail('封面必须是 png、jpg 或 jpeg 图片', 'The poster must be a png, jpg or jpeg image');
  }
  return poster;
}

/** The editable fields in the order the edit screen shows them; Chinese text from `<field>Zh` when sent. */
function readContent(body: Body) {
  const title = text(field(zhKey(body, 'title'), '标题', 'Title'), { required: true, max: 100 })(body);
  const titleEn = text(field('titleEn', '英文标题', 'English title'), { max: 100 })(body);
  const video = readVideo(body);
  const description = text(field(zhKey(body, 'description'), '描述', 'Description'), { required: true, max: 2000 })(
    body,
  );
  const descriptionEn = text(field('descriptionEn', '英文描述', 'English description'), { max: 2000 })(body);
  return {
    title,
    titleEn,
    video,
    poster: readPoster(body),
    description,
    descriptionEn,
    remark: text(field('remark', '备注', 'Remark'), { max: 500 })(body),
  };
}

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

async function findContent(db: Db, contentId: number): Promise<ContentRow> {
  const [row] = await db.select().from(contents).where(eq(contents.contentId, contentId));
  return row ?? missing();
}

export async function readContentItem(db: Db, contentId: number, lang: Lang) {
  return answer(await findContent(db, contentId), lang);
}

export async function publicContent(db: Db, contentId: number, lang: Lang) {
  const { title, description, video, poster } = answer(await findContent(db, contentId), lang);
  return { contentId, title, description, video, poster };
}

export async function createContent(db: Db, clock: Clock, auth: Auth, lang: Lang, body: Body) {
  const values = readContent(body);
  const [row] = await db
    .insert(contents)
    .values({ ...values, ...createdBy(auth, clock) })
    .returning();
  return answer(row, lang);
}

export async function updateContent(db: Db, clock: Clock, auth: Auth, body: Body): Promise<void> {
  const before = await findContent(db, int(CONTENT_ID, { required: true })(body) ?? 0);
  const values = readContent(body);
  await db
    .update(contents)
    .set({ ...values, ...updatedBy(auth, clock) })
    .where(eq(contents.contentId, before.contentId));
}

/** One unknown id refuses the whole call: nothing is deleted then. */
export async function deleteContents(db: Db, ids: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await tx
      .select({ contentId: contents.contentId })
      .from(contents)
      .where(inArray(contents.contentId, ids))
      .for('update');
    if (found.length !== new Set(ids).size) missing();
    await tx.delete(contents).where(inArray(contents.contentId, ids));
  });
}
