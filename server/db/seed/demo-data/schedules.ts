import { addDays, mondayOf } from '../../../lib/day';
import type { LessonRow } from '../rows/business';
import { findClash } from '../../../areas/schedule/overlap';
import type { StaffAssignmentRow } from '../rows/school';
import type { ScheduleRow } from '../rows/teaching';
import type { UserRow } from '../rows/account';
import { seeded } from './audit';

// Each teacher's lessons, planned relative to the week of seeding, so "today" and
// "this week" always hold lessons. The demo teachers get a full week: a weekly series running from
// three weeks ago to four weeks ahead, lessons on the other days, and one back-to-back pair (ends
// when the next starts: next to a clash, not one). The other teachers get a lighter week.

export const DEMO_TEACHERS = ['teacher', 'multi', 'zhangwei', 'emily'];
const SERIES_WEEKS_BACK = 3;
const SERIES_WEEKS_AHEAD = 4;
/** Room numbers read the same in both languages. */
const ROOMS = ['A201', 'A305', 'B102', 'B204', 'C110'];

/** [week offset, day of the week from Monday (0), start, end] of a planned lesson. */
type Plan = [number, number, string, string];
/** Lessons planned together: moved as one when they would clash with a colleague's. */
type Group = Plan[];
const weekly = (weeks: number[], day: number, start: string, end: string): Group =>
  weeks.map((w) => [w, day, start, end]);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

const SERIES: Group = weekly(range(-SERIES_WEEKS_BACK, SERIES_WEEKS_AHEAD), 0, '08:00', '08:45');
const FULL_WEEK: Group[] = [
  [[0, 1, '10:00', '10:45']],
  // the back-to-back pair
  [
    [0, 2, '10:00', '10:45'],
    [0, 2, '10:45', '11:30'],
  ],
  [[0, 3, '14:00', '14:45']],
  [[0, 4, '08:55', '09:40']],
  [[0, 4, '14:00', '14:45']],
];
const LIGHT_WEEK: Group[] = [[[0, 1, '14:00', '14:45']], [[0, 3, '10:00', '10:45']]];
/** Later starts tried in turn when a group would clash (teachers of a school share classes). */
const SHIFTS_MINUTES = [0, 60, 120, 180, 240, 300];

const pad = (n: number) => String(n).padStart(2, '0');
function later(time: string, minutes: number): string {
  const [h, m] = time.split(':').map(Number);
  const total = h * 60 + m + minutes;
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
}

interface Sources {
  users: UserRow[];
  staffAssignments: StaffAssignmentRow[];
  lessons: LessonRow[];
}

export function seedSchedules({ users, staffAssignments, lessons }: Sources, at: Date): ScheduleRow[] {
  const monday = mondayOf(at);
  const rows: ScheduleRow[] = [];
  const userName = new Map(users.map((u) => [u.userId, u.userName]));
  let seriesId = 0;
  let n = 0;
  /** Plans the group at the first shift where none of it clashes; skips it when none fits. */
  const add = (a: StaffAssignmentRow, group: Group, series: number | null) => {
    n += 1;
    const classId = a.classIds[n % a.classIds.length];
    const courseId = a.courseIds[n % a.courseIds.length];
    const own = lessons.filter((l) => l.courseId === courseId).sort((x, y) => x.sort - y.sort);
    for (const shift of SHIFTS_MINUTES) {
      const slots = group.map(([week, day, start, end]) => ({
        teacherUserId: a.userId,
        classId,
        date: addDays(monday, week * 7 + day),
        startTime: later(start, shift),
        endTime: later(end, shift),
      }));
      if (slots.some((slot) => findClash(slot, rows))) continue;
      slots.forEach((slot, i) =>
        rows.push({
          scheduleId: rows.length + 1,
          ...slot,
          schoolId: a.schoolId,
          courseId,
          lessonId: own.length ? own[(n + i) % own.length].lessonId : null,
          place: ROOMS[(a.userId + n) % ROOMS.length],
          seriesId: series,
          ...seeded(`${addDays(monday, -SERIES_WEEKS_BACK * 7)} 09:00:00`, userName.get(a.userId) ?? 'admin'),
        }),
      );
      return;
    }
  };
  for (const a of staffAssignments) {
    const demo = DEMO_TEACHERS.includes(userName.get(a.userId) ?? '');
    if (demo) add(a, SERIES, ++seriesId);
    for (const group of demo ? FULL_WEEK : LIGHT_WEEK) add(a, group, null);
  }
  return rows;
}
