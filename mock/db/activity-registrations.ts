import { db } from './store';

// An activity's registration count is its rows in the registrations table. Answers compute it;
// the stored `registrationCount` is kept in step by every call that adds or removes registrations
// (so a reader of the row is never wrong either).

/** How many people registered for an activity. */
export const registrationsOf = (activityId: number): number =>
  db().registrations.filter((r) => r.activityId === activityId).length;

/** Sets the stored counts of these activities from their registrations. */
export function syncRegistrationCounts(activityIds: Iterable<number>): void {
  const ids = new Set(activityIds);
  for (const activity of db().activities) {
    if (ids.has(activity.activityId)) activity.registrationCount = registrationsOf(activity.activityId);
  }
}
