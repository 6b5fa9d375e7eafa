import { and, asc, eq, sql } from 'drizzle-orm';
import { activities, registrations } from '../../db/schema';
import type { Db } from '../../db/types';
import { namedIn } from '../../lib/bilingual';
import { formatTime, type Clock } from '../../lib/clock';
import { checkMobile } from '../../lib/contact';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, fail, notFound } from '../../lib/errors';
import type { Lang } from '../../lib/lang';
import { countRows, listPage, type Query } from '../../lib/paging';
import { touchSession } from '../../lib/sessions';
import type { RegistrationInput } from './schema';
import { registrationCountColumn, stateColumn } from './state';

// The public website's activity calls (docs/api.md "Public calls"), all without a login: the
// published activities, one of them, and registering for one. They answer only what a visitor
// may see; a registration made here is in the admin's registrations (registrations.ts).

const notShown = (): never => notFound('活动不存在或未发布', 'The activity does not exist or is not published');

const summaryColumns = (clock: Clock, lang: Lang) => ({
  activityId: activities.activityId,
  name: namedIn(lang, activities.name, activities.nameEn),
  intro: namedIn(lang, activities.intro, activities.introEn),
  beginTime: activities.beginTime,
  endTime: activities.endTime,
  cover: activities.cover,
  state: stateColumn(clock),
  registrationCount: registrationCountColumn,
});

/** In progress first, then those to come, then the ended ones; the soonest first within each. */
const stateRank = (clock: Clock) => sql`case ${stateColumn(clock)} when '1' then 0 when '0' then 1 else 2 end`;

export async function listPublicActivities(db: Db, clock: Clock, q: Query, lang: Lang) {
  const shown = eq(activities.published, true);
  return listPage(q, countRows(db, activities, shown), (limit, offset) =>
    db
      .select(summaryColumns(clock, lang))
      .from(activities)
      .where(shown)
      .orderBy(stateRank(clock), asc(activities.beginTime), asc(activities.activityId))
      .limit(limit)
      .offset(offset),
  );
}

async function findPublished(db: Db, clock: Clock, lang: Lang, activityId: number) {
  const [row] = await db
    .select({ ...summaryColumns(clock, lang), content: activities.content })
    .from(activities)
    .where(and(eq(activities.activityId, activityId), eq(activities.published, true)));
  return row ?? notShown();
}

export const readPublicActivity = findPublished;

const alreadyRegistered = (): never =>
  conflict('该手机号码已报名此活动', 'This mobile number is already registered for this activity');

/** The console account behind a token that came along; '' for a guest (a stale token too). */
async function visitorName(db: Db, clock: Clock, token: string): Promise<string> {
  const session = token ? await touchSession(db, clock, token) : null;
  return session?.auth.user.userName ?? '';
}

/** Registers a visitor for a published activity in progress, once per phone. */
export async function register(
  db: Db,
  clock: Clock,
  lang: Lang,
  activityId: number,
  person: RegistrationInput,
  token: string,
) {
  const activity = await findPublished(db, clock, lang, activityId);
  if (activity.state === '0')
    fail('活动尚未开始，暂不能报名', 'The activity has not started yet: registration is not open');
  if (activity.state === '2') fail('活动已结束，不能再报名', 'The activity has ended: registration is closed');
  checkMobile(person.phone);
  const [taken] = await db
    .select({ id: registrations.registrationId })
    .from(registrations)
    .where(and(eq(registrations.activityId, activityId), eq(registrations.phone, person.phone)));
  if (taken) alreadyRegistered();
  const username = await visitorName(db, clock, token);
  try {
    const [row] = await db
      .insert(registrations)
      .values({ ...person, activityId, username, createTime: formatTime(clock.now()) })
      .returning({ registrationId: registrations.registrationId, activityId: registrations.activityId });
    return row;
  } catch (error) {
    // the same phone registering twice at the same moment
    if (isUniqueViolation(error, 'activity_registration_phone_unique')) alreadyRegistered();
    throw error;
  }
}
