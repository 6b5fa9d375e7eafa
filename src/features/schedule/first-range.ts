import dayjs, { type Dayjs } from 'dayjs';
import { DAY_FORMAT } from './day-fields';
import type { CalendarRange } from './ScheduleCalendar';

/**
 * The days the calendar opens on: today on a phone (day view), otherwise the week around today
 * from Monday (week view, Monday first). Known before FullCalendar has loaded, so the lessons are
 * fetched while its chunk arrives.
 */
export function firstRange(phone: boolean, today: Dayjs = dayjs()): CalendarRange {
  if (phone) return { begin: today.format(DAY_FORMAT), end: today.format(DAY_FORMAT) };
  const monday = today.subtract((today.day() + 6) % 7, 'day');
  return { begin: monday.format(DAY_FORMAT), end: monday.add(6, 'day').format(DAY_FORMAT) };
}
