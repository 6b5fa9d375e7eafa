import type { ActivityRow } from './business-types';
import { formatTime, now } from '../lib/clock';

/** dict activity_state: 0 not started, 1 in progress, 2 ended. */
export type ActivityState = '0' | '1' | '2';

/**
 * An activity's time state, computed from its date range at the given moment (both ends belong to
 * the activity: it is in progress from `beginTime` through `endTime`).
 */
export function activityState(
  activity: Pick<ActivityRow, 'beginTime' | 'endTime'>,
  at: string = formatTime(now()),
): ActivityState {
  if (at < activity.beginTime) return '0';
  if (at > activity.endTime) return '2';
  return '1';
}
