import { http } from 'msw';
import { registrationsOf } from '../db/activity-registrations';
import { activityState } from '../db/activity-state';
import type { ActivityRow } from '../db/business-types';
import { db } from '../db/store';
import { readJson, type Body } from '../lib/body';
import { formatTime } from '../lib/clock';
import { crud } from '../lib/crud';
import type { Lang } from '../lib/lang';
import { localize, zhKey } from '../lib/localize';
import { contains, param } from '../lib/query';
import { bad, ok } from '../lib/reply';
import { withAuth } from '../lib/route';
import { choice, field, idList, int, text } from '../lib/validate';

// Activities (admin:activity:*): a public event with a date range, a cover and rich-text content,
// shown on the public website while published. Its time state (dict activity_state) and its
// registration count are computed when answering, never stored by a write, so they are always
// true: the state from the mock's clock, the count from the registrations table.

const ID = field('activityId', '活动编号', 'Activity id');
const MISSING: [string, string] = ['活动不存在', 'The activity does not exist'];
const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

const find = (lang: Lang, id: number): ActivityRow =>
  db().activities.find((a) => a.activityId === id) ?? bad(lang, ...MISSING);

/** An activity as the console gets it: name/intro in the request language, state and count computed. */
export const activityAnswer = (row: ActivityRow, lang: Lang) => ({
  ...localize(row, lang, ['name', 'intro']),
  state: activityState(row),
  registrationCount: registrationsOf(row.activityId),
});

/** The time range: both ends, as `yyyy-MM-dd HH:mm:ss`, the end after the start. */
function readTimeRange(lang: Lang, body: Body): { beginTime: string; endTime: string } {
  const ends = [field('beginTime', '开始时间', 'Start time'), field('endTime', '结束时间', 'End time')];
  const [beginTime, endTime] = ends.map((f) => text(lang, body, f, { max: 19 }));
  if (!beginTime || !endTime) bad(lang, '活动时间不能为空', 'Time range is required');
  for (const [f, value] of [
    [ends[0], beginTime],
    [ends[1], endTime],
  ] as const) {
    if (!TIME.test(value)) bad(lang, `${f.zh}必须是 yyyy-MM-dd HH:mm:ss 格式`, `${f.en} must be yyyy-MM-dd HH:mm:ss`);
  }
  if (endTime <= beginTime) bad(lang, '结束时间必须晚于开始时间', 'The end time must be after the start time');
  return { beginTime, endTime };
}

/** Rich text that shows nothing (an editor left empty sends `<p><br></p>`) counts as empty. */
const isBlankHtml = (html: string) => !/<img\b/i.test(html) && !html.replace(/<[^>]*>|&nbsp;/g, '').trim();

function readActivity(lang: Lang, body: Body, selfId: number | null) {
  const name = text(lang, body, field(zhKey(body, 'name'), '活动名称', 'Activity name'), { required: true, max: 100 });
  const nameEn = text(lang, body, field('nameEn', '英文名称', 'English name'), { max: 100 });
  const intro = text(lang, body, field(zhKey(body, 'intro'), '活动简介', 'Introduction'), { required: true, max: 500 });
  const introEn = text(lang, body, field('introEn', '英文简介', 'English introduction'), { max: 500 });
  const { beginTime, endTime } = readTimeRange(lang, body);
  const cover = text(lang, body, field('cover', '封面', 'Cover'), { required: true, max: 500 });
  const content = text(lang, body, field('content', '活动内容', 'Content'), { max: 100_000 });
  if (isBlankHtml(content)) bad(lang, '活动内容不能为空', 'Content is required');
  // What publishing decides stays as it is: an edit changes the activity, not its publication.
  const current = selfId === null ? null : find(lang, selfId);
  return {
    name,
    nameEn,
    intro,
    introEn,
    beginTime,
    endTime,
    cover,
    content,
    publisher: current?.publisher ?? '',
    published: current?.published ?? false,
    publishDate: current?.publishDate ?? '',
    registrationCount: current ? registrationsOf(current.activityId) : 0,
    remark: '',
  };
}

/** PUT /admin/activity/publish {activityId, published}: shows it on the website, or takes it off. */
const publish = http.put(
  '*/csp/admin/activity/publish',
  withAuth('admin:activity:edit', async ({ request, lang, user }) => {
    const body = await readJson(request);
    const row = find(lang, int(lang, body, ID, { required: true }));
    const published = choice(lang, body, field('published', '发布状态', 'Published'), ['true', 'false'], '') === 'true';
    if (published) Object.assign(row, { publisher: user.nickName || user.userName, publishDate: formatTime() });
    Object.assign(row, { published, updateBy: user.userName, updateTime: formatTime() });
    return ok(lang, activityAnswer(row, lang));
  }),
);

/** DELETE /admin/activity/{ids}: the activities and their registrations go together. */
const remove = http.delete(
  '*/csp/admin/activity/:ids',
  withAuth('admin:activity:remove', ({ params, lang }) => {
    const ids = idList(lang, params.ids, ID);
    ids.forEach((id) => find(lang, id));
    const data = db();
    data.activities = data.activities.filter((a) => !ids.includes(a.activityId));
    data.registrations = data.registrations.filter((r) => !ids.includes(r.activityId));
    return ok(lang);
  }),
);

const STATES = ['0', '1', '2'];

export const activityHandlers = [
  publish,
  remove,
  ...crud({
    base: '/admin/activity',
    perm: 'admin:activity',
    table: () => db().activities,
    id: 'activityId',
    idField: ID,
    missing: MISSING,
    where: (q, lang) => {
      const state = choice(lang, Object.fromEntries(q), field('state', '活动状态', 'State'), STATES, '');
      const published = param(q, 'published');
      return (a) =>
        contains(param(q, 'name'), a.name, a.nameEn) &&
        (!state || activityState(a) === state) &&
        (!published || (published === '1') === a.published);
    },
    // Newest first: an activity just added is at the top of the first page.
    order: (a, b) => b.createTime.localeCompare(a.createTime) || b.activityId - a.activityId,
    answer: activityAnswer,
    read: readActivity,
  }),
];
