import type { IcsTimeZone } from '../../../contract/ics';

// A VTIMEZONE (RFC 5545 3.6.5) for an IANA zone, read from the runtime's own zone data (Intl):
// the offset at the start of the span, then one STANDARD or DAYLIGHT part for each change of
// offset within it, each with its own DTSTART (no rules to get wrong). A zone without daylight
// saving, like Asia/Shanghai, is one STANDARD part.

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** Whether the runtime knows the zone. */
export function isTimeZone(tzid: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tzid });
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at a moment, in minutes east. */
function offsetAt(format: Intl.DateTimeFormat, moment: number): number {
  const name = format.formatToParts(moment).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** +0800, -0330 */
const offsetText = (minutes: number) =>
  `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}${pad(Math.abs(minutes) % 60)}`;

/** The wall-clock time a moment shows at an offset: 20260329T020000. */
function wallClock(moment: number, offset: number): string {
  const d = new Date(moment + offset * MINUTE_MS);
  return (
    `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}` +
    `T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`
  );
}

interface Change {
  at: number;
  from: number;
  to: number;
}

/** The moments from `begin` to `end` at which the zone's offset changes (to the minute). */
function changes(format: Intl.DateTimeFormat, begin: number, end: number): Change[] {
  const found: Change[] = [];
  let before = begin;
  let offset = offsetAt(format, begin);
  for (let t = begin + DAY_MS; t <= end; t += DAY_MS) {
    const next = offsetAt(format, t);
    if (next !== offset) {
      // the change lies in (before, t]: halve the day down to the minute
      let low = before;
      let high = t;
      while (high - low > MINUTE_MS) {
        const mid = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
        if (offsetAt(format, mid) === offset) low = mid;
        else high = mid;
      }
      found.push({ at: high, from: offset, to: next });
      offset = next;
    }
    before = t;
  }
  return found;
}

/** The zone's VTIMEZONE for the years `fromYear` to `toYear`, both included. */
export function timeZoneOf(tzid: string, fromYear: number, toYear: number): IcsTimeZone {
  const format = new Intl.DateTimeFormat('en', { timeZone: tzid, timeZoneName: 'longOffset' });
  const begin = Date.UTC(fromYear, 0, 1);
  const end = Date.UTC(toYear + 1, 0, 1);
  const first = offsetAt(format, begin);
  const part = (kind: 'STANDARD' | 'DAYLIGHT', at: number, from: number, to: number) => [
    `BEGIN:${kind}`,
    `DTSTART:${wallClock(at, from)}`,
    `TZOFFSETFROM:${offsetText(from)}`,
    `TZOFFSETTO:${offsetText(to)}`,
    `END:${kind}`,
  ];
  const found = changes(format, begin, end);
  // the smallest offset seen is standard time; anything above it is daylight saving
  const standard = Math.min(first, ...found.map((c) => c.to));
  const kindOf = (offset: number) => (offset > standard ? 'DAYLIGHT' : 'STANDARD');
  return {
    tzid,
    vtimezone: [
      'BEGIN:VTIMEZONE',
      `TZID:${tzid}`,
      ...part(kindOf(first), begin, first, first),
      ...found.flatMap((c) => part(kindOf(c.to), c.at, c.from, c.to)),
      'END:VTIMEZONE',
    ],
  };
}
