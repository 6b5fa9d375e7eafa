// The schedule as an iCalendar file (RFC 5545) that phone and desktop calendars import: one
// VEVENT per lesson, or one with a weekly RRULE for a run of a series that repeats unchanged.
// The console's download writes times in UTC (the lesson's time in the browser's zone converted),
// so it needs no VTIMEZONE; the server's feed names the school's zone (TZID) and describes it in
// a VTIMEZONE, so that a weekly rule keeps its wall-clock time across a daylight-saving change.
// Lines end with CRLF, text is escaped and lines longer than 75 octets are folded.

/** What an event is made of: a planned lesson as the schedule calls answer it. */
export interface IcsLesson {
  scheduleId: number;
  classId: number;
  courseId: number;
  lessonId: number | null;
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm */
  startTime: string;
  endTime: string;
  place: string;
  /** shared by the occurrences of a weekly series; null for a single lesson */
  seriesId: number | null;
}

/** What an event says: the course, then the lesson (the console's download and the feed alike). */
export const lessonSummary = (lesson: { courseTitle: string; lessonTitle: string }) =>
  [lesson.courseTitle, lesson.lessonTitle].filter(Boolean).join(' · ');

/** A named zone: its IANA id and its VTIMEZONE component's lines. */
export interface IcsTimeZone {
  tzid: string;
  vtimezone: string[];
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;
const PRODID = '-//Course System//Schedule//EN';

export interface IcsOptions<L extends IcsLesson> {
  calendarName: string;
  /** what SUMMARY says: the course, and the lesson when there is one */
  summary: (lesson: L) => string;
  /** what DESCRIPTION says (the class) */
  description: (lesson: L) => string;
  /** the time of DTSTAMP; now by default */
  stamp?: Date;
  /** times as wall-clock times in this zone; without it, UTC from the runtime's own zone */
  timeZone?: IcsTimeZone;
  /** how often a subscribed calendar should fetch again (REFRESH-INTERVAL), in minutes */
  refreshMinutes?: number;
}

/** TEXT values escape backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

const encoder = new TextEncoder();

/** Splits a content line into lines of at most 75 octets, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // a continuation line starts with a space, which counts
    const limit = parts.length ? MAX_OCTETS - 1 : MAX_OCTETS;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A UTC date-time: 20261123T010000Z. */
export function utcStamp(moment: Date): string {
  return (
    `${moment.getUTCFullYear()}${pad(moment.getUTCMonth() + 1)}${pad(moment.getUTCDate())}` +
    `T${pad(moment.getUTCHours())}${pad(moment.getUTCMinutes())}${pad(moment.getUTCSeconds())}Z`
  );
}

/** A wall-clock date and time as iCalendar writes it: 20261123T080000. */
export const localStamp = (date: string, time: string) => `${date.replaceAll('-', '')}T${time.replace(':', '')}00`;

/** A lesson's local date and time as a moment. */
const localMoment = (date: string, time: string) => new Date(`${date}T${time}:00`);

const sameLesson = (a: IcsLesson, b: IcsLesson) =>
  a.startTime === b.startTime &&
  a.endTime === b.endTime &&
  a.place === b.place &&
  a.classId === b.classId &&
  a.courseId === b.courseId &&
  a.lessonId === b.lessonId;

const WEEK_MS = 7 * 86_400_000;

/**
 * The lessons as events: the occurrences of a series that follow each other week by week
 * unchanged become one event with a count; everything else is an event of its own.
 */
function runsOf<L extends IcsLesson>(lessons: readonly L[]): L[][] {
  const sorted = [...lessons].sort((a, b) => `${a.date} ${a.startTime}`.localeCompare(`${b.date} ${b.startTime}`));
  const runs: L[][] = [];
  const open = new Map<number, L[]>();
  for (const lesson of sorted) {
    const run = lesson.seriesId === null ? undefined : open.get(lesson.seriesId);
    const last = run?.at(-1);
    const nextWeek =
      last && localMoment(lesson.date, '12:00').getTime() - localMoment(last.date, '12:00').getTime() === WEEK_MS;
    if (run && last && nextWeek && sameLesson(last, lesson)) {
      run.push(lesson);
      continue;
    }
    const fresh = [lesson];
    runs.push(fresh);
    if (lesson.seriesId !== null) open.set(lesson.seriesId, fresh);
  }
  return runs;
}

/** DTSTART or DTEND: in the named zone when there is one, else in UTC. */
function timeLine<L extends IcsLesson>(name: string, lesson: L, time: string, options: IcsOptions<L>): string {
  const zone = options.timeZone;
  if (zone) return `${name};TZID=${zone.tzid}:${localStamp(lesson.date, time)}`;
  return `${name}:${utcStamp(localMoment(lesson.date, time))}`;
}

function event<L extends IcsLesson>(run: L[], options: IcsOptions<L>, stamp: string): string[] {
  const first = run[0];
  const lines = [
    'BEGIN:VEVENT',
    `UID:schedule-${first.scheduleId}${run.length > 1 ? `-x${run.length}` : ''}@course-system`,
    `DTSTAMP:${stamp}`,
    timeLine('DTSTART', first, first.startTime, options),
    timeLine('DTEND', first, first.endTime, options),
  ];
  if (run.length > 1) lines.push(`RRULE:FREQ=WEEKLY;COUNT=${run.length}`);
  lines.push(`SUMMARY:${escapeText(options.summary(first))}`);
  if (first.place) lines.push(`LOCATION:${escapeText(first.place)}`);
  const description = options.description(first);
  if (description) lines.push(`DESCRIPTION:${escapeText(description)}`);
  lines.push('END:VEVENT');
  return lines;
}

/** The whole file's text. */
export function buildIcs<L extends IcsLesson>(lessons: readonly L[], options: IcsOptions<L>): string {
  const stamp = utcStamp(options.stamp ?? new Date());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.calendarName)}`,
    ...(options.timeZone ? [`X-WR-TIMEZONE:${options.timeZone.tzid}`, ...options.timeZone.vtimezone] : []),
    ...(options.refreshMinutes
      ? [`REFRESH-INTERVAL;VALUE=DURATION:PT${options.refreshMinutes}M`, `X-PUBLISHED-TTL:PT${options.refreshMinutes}M`]
      : []),
    ...runsOf(lessons).flatMap((run) => event(run, options, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
