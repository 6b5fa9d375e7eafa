import { eq } from 'drizzle-orm';
import { buildIcs, lessonSummary } from '../../../contract/ics';
import { calendarFeeds } from '../../db/schema';
import type { Db } from '../../db/types';
import { formatTime, type Clock } from '../../lib/clock';
import type { Auth } from '../../lib/context';
import { inLang, type Lang } from '../../lib/lang';
import { randomHex, sha256Hex } from '../../lib/tokens';
import { configValue } from '../config/values';
import { teacherLessonsFrom } from '../schedule/records';
import { isTimeZone, timeZoneOf } from './vtimezone';

// A teacher's calendar feed (docs/api.md "Calendar feed"): a secret address that a phone's
// calendar fetches without logging in. The token is made here, shown once, and kept only as its
// SHA-256; making a new one replaces the row, so the old address is dead from that moment. The
// feed is built at each fetch from the schedule as it is then, so an edit is in the next fetch.

/** Where the feeds are answered (under /csp). */
export const FEED_PATH = '/ical';
/** 160 random bits, like a session's token. */
const TOKEN_BYTES = 20;
const TOKEN = /^[0-9a-f]{40}$/;

/** The system parameter naming the school's time zone, and the zone when it is unset or unknown. */
export const TIME_ZONE_KEY = 'sys.school.timeZone';
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';
/** The feed holds the lessons from a year ago on: enough history, and a feed that stays small. */
const HISTORY_DAYS = 365;
/** Calendars that honour it fetch again this often. */
const REFRESH_MINUTES = 60;

const feedAddress = (token: string) => `/csp${FEED_PATH}/${token}.ics`;

/** Whether the caller has an address, and since when (the address itself is shown only when made). */
export async function feedState(db: Db, auth: Auth) {
  const [row] = await db
    .select({ createTime: calendarFeeds.createTime })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, auth.user.userId));
  return { made: Boolean(row), createTime: row?.createTime ?? '' };
}

/** A new address for the caller, replacing the old one; answers it, the only time it is shown. */
export async function makeFeed(db: Db, clock: Clock, auth: Auth, lang: Lang) {
  const token = randomHex(TOKEN_BYTES);
  const createTime = formatTime(clock.now());
  const row = { userId: auth.user.userId, tokenHash: sha256Hex(token), lang, createTime };
  await db
    .insert(calendarFeeds)
    .values(row)
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash: row.tokenHash, lang, createTime } });
  return { made: true, createTime, address: feedAddress(token) };
}

/** The school's zone (the system parameter), or the default when it names none the runtime knows. */
async function schoolTimeZone(db: Db): Promise<string> {
  const value = (await configValue(db, TIME_ZONE_KEY))?.trim();
  return value && isTimeZone(value) ? value : DEFAULT_TIME_ZONE;
}

const minusDays = (date: Date, days: number) => new Date(date.getTime() - days * 86_400_000);

/** The feed's text for a `<token>.ics` file name, or null when no feed has that token. */
export async function feedText(db: Db, clock: Clock, fileName: string): Promise<string | null> {
  const token = fileName.endsWith('.ics') ? fileName.slice(0, -'.ics'.length) : '';
  if (!TOKEN.test(token)) return null;
  const [feed] = await db
    .select({ userId: calendarFeeds.userId, lang: calendarFeeds.lang })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, sha256Hex(token)));
  if (!feed) return null;
  const lang: Lang = feed.lang === 'en' ? 'en' : 'zh';
  const now = clock.now();
  const from = minusDays(now, HISTORY_DAYS).toISOString().slice(0, 10);
  const lessons = await teacherLessonsFrom(db, feed.userId, from, lang);
  const years = lessons.map((l) => Number(l.date.slice(0, 4)));
  // the zone described from a year before the first lesson to the last one's
  const zone = timeZoneOf(
    await schoolTimeZone(db),
    Math.min(now.getUTCFullYear(), ...years) - 1,
    Math.max(now.getUTCFullYear(), ...years),
  );
  return buildIcs(lessons, {
    calendarName: inLang(lang, { zh: '我的课表', en: 'My schedule' }),
    summary: lessonSummary,
    description: (l) => inLang(lang, { zh: `班级：${l.className}`, en: `Class: ${l.className}` }),
    stamp: now,
    timeZone: zone,
    refreshMinutes: REFRESH_MINUTES,
  });
}
