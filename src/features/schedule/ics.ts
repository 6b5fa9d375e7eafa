import type { ScheduleItem } from './types';

// The schedule as an iCalendar file (RFC 5545) that phone and desktop calendars import: one
// VEVENT per lesson, or one with a weekly RRULE for a run of a series that repeats unchanged.
// Times are written in UTC (the lesson's local time converted), so no VTIMEZONE is needed; lines
// end with CRLF, text is escaped and lines longer than 75 octets are folded.

const CRLF = '\r\n';
const MAX_OCTETS = 75;
const PRODID = '-//Course System//Schedule//EN';

export interface IcsOptions {
  calendarName: string;
  /** what SUMMARY says: the course, and the lesson when there is one */
  summary: (lesson: ScheduleItem) => string;
  /** what DESCRIPTION says (the class) */
  description: (lesson: ScheduleItem) => string;
  /** the time of DTSTAMP; now by default */
  stamp?: Date;
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

/** A lesson's local date and time as a moment. */
const localMoment = (date: string, time: string) => new Date(`${date}T${time}:00`);

const sameLesson = (a: ScheduleItem, b: ScheduleItem) =>
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
function runsOf(lessons: readonly ScheduleItem[]): ScheduleItem[][] {
  const sorted = [...lessons].sort((a, b) => `${a.date} ${a.startTime}`.localeCompare(`${b.date} ${b.startTime}`));
  const runs: ScheduleItem[][] = [];
  const open = new Map<number, ScheduleItem[]>();
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

function event(run: ScheduleItem[], options: IcsOptions, stamp: string): string[] {
  const first = run[0];
  const lines = [
    'BEGIN:VEVENT',
    `UID:schedule-${first.scheduleId}${run.length > 1 ? `-x${run.length}` : ''}@course-system`,
    `DTSTAMP:${stamp}`,
    `DTSTART:${utcStamp(localMoment(first.date, first.startTime))}`,
    `DTEND:${utcStamp(localMoment(first.date, first.endTime))}`,
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
export function buildIcs(lessons: readonly ScheduleItem[], options: IcsOptions): string {
  const stamp = utcStamp(options.stamp ?? new Date());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.calendarName)}`,
    ...runsOf(lessons).flatMap((run) => event(run, options, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
