import { mondayOf as mondayOfMoment } from '../../server/lib/day';
import { now } from './clock';

// The day arithmetic is the server's (server/lib/day.ts); the mock only adds its own clock as
// the default moment of mondayOf.

export { addDays, dayText, daysBetween, isDay } from '../../server/lib/day';

/** The Monday of the week holding `at` (the mock's clock by default). */
export const mondayOf = (at: number = now()): string => mondayOfMoment(new Date(at));
