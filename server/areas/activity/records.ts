import { and, desc, eq, getTableColumns } from 'drizzle-orm';
import { activities } from '../../db/schema';
import type { Db } from '../../db/types';
import { localize } from '../../lib/bilingual';
import { formatTime, type Clock } from '../../lib/clock';
import type { Auth } from '../../lib/context';
import { deleteListed } from '../../lib/delete-listed';
import { fail, notFound } from '../../lib/errors';
import type { Lang } from '../../lib/lang';
import { containsText, countRows, sortedPage } from '../../lib/paging';
import { answered, createdBy, updatedBy, updateStamped } from '../../lib/records';
import { BEGIN, END, type ActivityInput, type ActivityListQuery, type ActivityPublication } from './schema';
import { inState, registrationCountColumn, stateColumn } from './state';

// Activities (docs/api.md "Activities and registrations", admin:activity:*): a public event with
// a date range, a cover and rich-text content, shown on the public website while published.

const missing = (): never => notFound('活动不存在', 'The activity does not exist');

/** An activity's row with its computed state and registration count. */
const answerColumns = (clock: Clock) => ({
  ...getTableColumns(activities),
  state: stateColumn(clock),
  registrationCount: registrationCountColumn,
});

type AnsweredRow = Awaited<ReturnType<typeof selectActivities>>[number];

const selectActivities = (db: Db, clock: Clock) => db.select(answerColumns(clock)).from(activities);

/** An activity as the console gets it: name and intro in the request language, '' for never. */
const answer = (row: AnsweredRow, lang: Lang) =>
  localize({ ...answered(row), publishDate: row.publishDate ?? '' }, lang, ['name', 'intro']);

const SORTABLE = {
  activityId: activities.activityId,
  name: activities.name,
  beginTime: activities.beginTime,
  endTime: activities.endTime,
  published: activities.published,
  publishDate: activities.publishDate,
  createTime: activities.createTime,
};

export async function listActivities(db: Db, clock: Clock, q: ActivityListQuery, lang: Lang) {
  const { state, published } = q;
  const where = and(
    containsText(q.name, activities.name, activities.nameEn),
    state ? inState(clock, state) : undefined,
    published ? eq(activities.published, published === '1') : undefined,
  );
  // Newest first: an activity just added is at the top of the first page.
  const page = await sortedPage(
    q,
    countRows(db, activities, where),
    selectActivities(db, clock).where(where).$dynamic(),
    SORTABLE,
    desc(activities.createTime),
    desc(activities.activityId),
  );
  return { ...page, rows: page.rows.map((row) => answer(row, lang)) };
}

async function findActivity(db: Db, clock: Clock, activityId: number): Promise<AnsweredRow> {
  const [row] = await selectActivities(db, clock).where(eq(activities.activityId, activityId));
  return row ?? missing();
}

export async function readActivity(db: Db, clock: Clock, activityId: number, lang: Lang) {
  return answer(await findActivity(db, clock, activityId), lang);
}

const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** The time range: both ends, as `yyyy-MM-dd HH:mm:ss`, the end after the start. */
function timeRange({ beginTime, endTime }: ActivityInput): { beginTime: string; endTime: string } {
  if (!beginTime || !endTime) fail('活动时间不能为空', 'Time range is required');
  for (const [f, value] of [
    [BEGIN, beginTime],
    [END, endTime],
  ] as const) {
    if (!TIME.test(value) || Number.isNaN(Date.parse(value.replace(' ', 'T')))) {
      fail(`${f.zh}必须是 yyyy-MM-dd HH:mm:ss 格式`, `${f.en} must be yyyy-MM-dd HH:mm:ss`);
    }
  }
  if (endTime <= beginTime) fail('结束时间必须晚于开始时间', 'The end time must be after the start time');
  return { beginTime, endTime };
}

/** The editable fields; what publishing decides is not among them. */
function readValues(input: ActivityInput) {
  const { name, nameEn, intro, introEn, cover, content } = input;
  return { name, nameEn, intro, introEn, ...timeRange(input), cover, content };
}

/** A new activity is unpublished. */
export async function createActivity(db: Db, clock: Clock, auth: Auth, lang: Lang, input: ActivityInput) {
  const values = readValues(input);
  const [{ activityId }] = await db
    .insert(activities)
    .values({ ...values, ...createdBy(auth, clock) })
    .returning({ activityId: activities.activityId });
  return readActivity(db, clock, activityId, lang);
}

/** An edit changes the activity, not its publication. */
export async function updateActivity(db: Db, clock: Clock, auth: Auth, activityId: number, input: ActivityInput) {
  await findActivity(db, clock, activityId);
  const values = readValues(input);
  await updateStamped(db, auth, clock, activities, eq(activities.activityId, activityId), values);
}

/** Shows it on the website (stamping who published it and when), or takes it off. */
export async function publishActivity(
  db: Db,
  clock: Clock,
  auth: Auth,
  lang: Lang,
  { activityId, published }: ActivityPublication,
) {
  await findActivity(db, clock, activityId);
  const stamp = published
    ? { publisher: auth.user.nickName || auth.user.userName, publishDate: formatTime(clock.now()) }
    : {};
  await db
    .update(activities)
    .set({ published, ...stamp, ...updatedBy(auth, clock) })
    .where(eq(activities.activityId, activityId));
  return readActivity(db, clock, activityId, lang);
}

/** Deletes every listed activity with its registrations (the foreign key cascades), or none. */
export async function deleteActivities(db: Db, ids: number[]) {
  await deleteListed(db, activities, activities.activityId, ids, missing);
}
