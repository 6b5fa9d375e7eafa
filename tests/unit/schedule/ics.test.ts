import { describe, expect, it } from 'vitest';
import { buildIcs, escapeText, foldLine, utcStamp } from '@contract/ics';
import type { ScheduleItem } from '@/features/schedule/types';

const lesson = (over: Partial<ScheduleItem>): ScheduleItem => ({
  scheduleId: 1,
  teacherUserId: 3,
  teacherName: '张老师',
  schoolId: 1,
  classId: 10,
  className: '五年级（2）班',
  courseId: 20,
  courseTitle: '植物的秘密',
  lessonTitle: '光合作用',
  lessonId: 30,
  date: '2026-11-23',
  startTime: '08:00',
  endTime: '08:45',
  place: '教学楼 A201',
  seriesId: null,
  seriesCount: 0,
  seriesEnd: '',
  ...over,
});

const OPTIONS = {
  calendarName: '我的课表',
  summary: (l: ScheduleItem) => `${l.courseTitle} · ${l.lessonTitle}`,
  description: (l: ScheduleItem) => `班级：${l.className}`,
  stamp: new Date(Date.UTC(2026, 10, 22, 9, 30, 0)),
};
const utc = (day: string, time: string) => utcStamp(new Date(`${day}T${time}:00`));
const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('iCalendar text', () => {
  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('folds lines at 75 octets without splitting a Chinese character', () => {
    const line = `SUMMARY:${'植物的秘密'.repeat(10)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(unfold(folded)).toBe(line);
    expect(foldLine('SHORT:x')).toBe('SHORT:x');
  });

  it('writes a calendar of events with CRLF endings, UTC times, UID, DTSTAMP, summary and location', () => {
    const text = buildIcs([lesson({ place: 'Room 1, floor 2' })], OPTIONS);
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = unfold(text).split('\r\n');
    expect(lines).toContain('UID:schedule-1@course-system');
    expect(lines).toContain('DTSTAMP:20261122T093000Z');
    expect(lines).toContain(`DTSTART:${utc('2026-11-23', '08:00')}`);
    expect(lines).toContain(`DTEND:${utc('2026-11-23', '08:45')}`);
    expect(lines).toContain('SUMMARY:植物的秘密 · 光合作用');
    expect(lines).toContain('LOCATION:Room 1\\, floor 2');
    expect(lines).toContain('DESCRIPTION:班级：五年级（2）班');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
  });

  it('turns a run of a weekly series into one event with a weekly rule, and a changed occurrence into its own', () => {
    const series = ['2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23'].map((date, i) =>
      lesson({ scheduleId: 100 + i, seriesId: 7, date }),
    );
    // the third one was moved to the afternoon
    series[2] = { ...series[2], startTime: '14:00', endTime: '14:45' };
    const lines = unfold(buildIcs([...series].reverse(), OPTIONS)).split('\r\n');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(3);
    expect(lines).toContain('UID:schedule-100-x2@course-system');
    expect(lines).toContain('RRULE:FREQ=WEEKLY;COUNT=2');
    expect(lines).toContain(`DTSTART:${utc('2026-11-16', '14:00')}`);
    expect(lines).toContain(`DTSTART:${utc('2026-11-23', '08:00')}`);
  });

  it('writes a single lesson without a rule even when it belongs to no series', () => {
    const lines = buildIcs([lesson({}), lesson({ scheduleId: 2, date: '2026-11-30' })], OPTIONS).split('\r\n');
    expect(lines.some((l) => l.startsWith('RRULE'))).toBe(false);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
  });
});
