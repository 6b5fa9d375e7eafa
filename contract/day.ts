// Calendar days as `yyyy-MM-dd` text in local time (what the schedule stores), and the little
// arithmetic the schedule needs: the Monday of a week, a day some days later, days between two.

const pad = (n: number) => String(n).padStart(2, '0');

export const dayText = (d: Date): string => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** Noon avoids a daylight-saving change moving the day. */
const parse = (day: string): Date => new Date(`${day}T12:00:00`);

export const isDay = (value: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(value) && dayText(parse(value)) === value;

export function addDays(day: string, days: number): string {
  const d = parse(day);
  d.setDate(d.getDate() + days);
  return dayText(d);
}

export const daysBetween = (from: string, to: string): number =>
  Math.round((parse(to).getTime() - parse(from).getTime()) / 86_400_000);

/** The Monday of the week holding `at` (a moment of the caller's clock). */
export function mondayOf(at: Date): string {
  const back = (at.getDay() + 6) % 7;
  return addDays(dayText(at), -back);
}
