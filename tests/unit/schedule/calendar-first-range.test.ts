import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { firstRange } from '@/features/schedule/first-range';
import { lessonTimeFormat } from '@/features/schedule/lesson-time-format';

describe('the days the calendar opens on (fetched before FullCalendar has loaded)', () => {
  it('is the week from Monday around today on a wide screen', () => {
    expect(firstRange(false, dayjs('2026-11-25'))).toEqual({ begin: '2026-11-23', end: '2026-11-29' });
    // a Sunday belongs to the week that began the Monday before
    expect(firstRange(false, dayjs('2026-11-29'))).toEqual({ begin: '2026-11-23', end: '2026-11-29' });
    expect(firstRange(false, dayjs('2026-11-23'))).toEqual({ begin: '2026-11-23', end: '2026-11-29' });
  });

  it('is today alone on a phone (day view)', () => {
    expect(firstRange(true, dayjs('2026-11-25'))).toEqual({ begin: '2026-11-25', end: '2026-11-25' });
  });
});

describe("a lesson's time on the calendar", () => {
  const at = (hour: number, minute: number) => ({ hour, minute }) as Parameters<typeof lessonTimeFormat>[0]['start'];
  const arg = (start: ReturnType<typeof at>, end?: ReturnType<typeof at>) =>
    ({ date: start, start, end, timeZone: 'local', localeCodes: ['zh-cn'], defaultSeparator: ' - ' }) as Parameters<
      typeof lessonTimeFormat
    >[0];

  it('shows a range in 24-hour time with the separator FullCalendar asks for', () => {
    expect(lessonTimeFormat(arg(at(9, 5), at(14, 45)))).toBe('09:05 - 14:45');
  });

  it('shows the start alone when there is no end', () => {
    expect(lessonTimeFormat(arg(at(8, 0)))).toBe('08:00');
  });
});
