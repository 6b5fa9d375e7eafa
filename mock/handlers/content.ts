import { http } from 'msw';
import type { ContentRow } from '../db/business-types';
import { db } from '../db/store';
import type { Body } from '../lib/body';
import { crud } from '../lib/crud';
import type { Lang } from '../lib/lang';
import { localize, zhKey } from '../lib/localize';
import { contains, dateRange, paginate, param, queryOf } from '../lib/query';
import { bad, ok, okList } from '../lib/reply';
import { open } from '../lib/route';
import { field, idParam, text } from '../lib/validate';

// Content items (admin:content:*): a video with a title and a description in both languages,
// shared through a QR code that opens the public page /contentView?id=<id>; that page reads
// GET /content/public/{id}, which needs no login and answers only what the page shows.

const ID = field('contentId', '内容编号', 'Content id');
const MISSING: [string, string] = ['内容不存在', 'The content does not exist'];

/** The public address of an item, derived from its id (the stored `link` is not trusted). */
const publicLink = (contentId: number) => `/contentView?id=${contentId}`;

/** The last part of a file URL, decoded: what tells an upload's type. */
function fileNameOf(url: string): string {
  const last = url.split(/[?#]/)[0].split('/').pop() ?? '';
  try {
    return decodeURIComponent(last).toLowerCase();
  } catch {
    return last.toLowerCase();
  }
}

function readVideo(lang: Lang, body: Body): string {
  const video = text(lang, body, field('video', '视频', 'Video'), { required: true, max: 500 });
  if (!fileNameOf(video).endsWith('.mp4')) bad(lang, '视频必须是 mp4 文件', 'The video must be an mp4 file');
  return video;
}

function readPoster(lang: Lang, body: Body): string {
  const poster = text(lang, body, field('poster', '封面', 'Poster'), { max: 500 });
  if (poster && !/\.(png|jpe?g)$/.test(fileNameOf(poster))) {
    bad(lang, '封面必须是 png、jpg 或 jpeg 图片', 'The poster must be a png, jpg or jpeg image');
  }
  return poster;
}

function readContent(lang: Lang, body: Body, selfId: number | null) {
  const title = text(lang, body, field(zhKey(body, 'title'), '标题', 'Title'), { required: true, max: 100 });
  const titleEn = text(lang, body, field('titleEn', '英文标题', 'English title'), { max: 100 });
  const video = readVideo(lang, body);
  const description = text(lang, body, field(zhKey(body, 'description'), '描述', 'Description'), {
    required: true,
    max: 2000,
  });
  const descriptionEn = text(lang, body, field('descriptionEn', '英文描述', 'English description'), { max: 2000 });
  return {
    title,
    titleEn,
    link: selfId === null ? '' : publicLink(selfId),
    video,
    poster: readPoster(lang, body),
    description,
    descriptionEn,
    remark: text(lang, body, field('remark', '备注', 'Remark'), { max: 500 }),
  };
}

/** Newest first: an item just added is at the top of the first page. */
const newestFirst = (a: ContentRow, b: ContentRow) =>
  b.createTime.localeCompare(a.createTime) || b.contentId - a.contentId;

const answer = (row: ContentRow, lang: Lang) => ({
  ...localize(row, lang, ['title', 'description']),
  link: publicLink(row.contentId),
});

const publicView = http.get(
  '*/csp/content/public/:id',
  open(({ params, lang }) => {
    const id = idParam(lang, params.id, ID);
    const row = db().contents.find((c) => c.contentId === id) ?? bad(lang, ...MISSING);
    const { title, description } = answer(row, lang);
    return ok(lang, { contentId: row.contentId, title, description, video: row.video, poster: row.poster });
  }),
);

/** Every item for the public website, newest first (before publicView: `list` is not an id). */
const publicList = http.get(
  '*/csp/content/public/list',
  open(({ request, lang }) => {
    const rows = [...db().contents].sort(newestFirst).map((row) => {
      const { contentId, title, description, poster } = answer(row, lang);
      return { contentId, title, description, poster, link: publicLink(contentId) };
    });
    return okList(lang, paginate(lang, queryOf(request), rows));
  }),
);

export const contentHandlers = [
  publicList,
  publicView,
  ...crud({
    base: '/admin/content',
    perm: 'admin:content',
    table: () => db().contents,
    id: 'contentId',
    idField: ID,
    missing: MISSING,
    where: (q, lang) => {
      const created = dateRange(lang, q);
      return (c) => contains(param(q, 'title'), c.title, c.titleEn) && created(c.createTime);
    },
    order: newestFirst,
    answer,
    read: readContent,
  }),
];
