import { and, eq, gt, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { ActivityState } from '@contract/schemas/activity';
import { activities, registrations } from '../../db/schema';
import { formatTime, type Clock } from '../../lib/clock';
import { countOf } from '../../lib/subquery';

// An activity's two computed fields (docs/api.md "Activities and registrations"), worked out in
// SQL when answering and never stored: its time state (dict activity_state) at the server
// clock's moment, and its registration count from the registrations table.

const moment = (clock: Clock) => sql`${formatTime(clock.now())}::timestamp`;

/** The state as a column: both ends of the date range belong to the activity. */
export const stateColumn = (clock: Clock) =>
  sql<ActivityState>`case when ${moment(clock)} < ${activities.beginTime} then '0'
    when ${moment(clock)} > ${activities.endTime} then '2' else '1' end`;

/** The activities in a state, as a condition the begin/end columns can answer. */
export function inState(clock: Clock, state: ActivityState): SQL | undefined {
  const now = moment(clock);
  if (state === '0') return gt(activities.beginTime, now);
  if (state === '2') return lt(activities.endTime, now);
  return and(lte(activities.beginTime, now), gte(activities.endTime, now));
}

/** How many registrations the activity of the row has. */
export const registrationCountColumn = countOf(registrations, eq(registrations.activityId, activities.activityId));
