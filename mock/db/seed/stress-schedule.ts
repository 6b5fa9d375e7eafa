import { addDays, mondayOf } from '../../lib/day';
import type { MockDb } from '../db-type';
import type { ScheduleRow } from '../teaching-types';
import { seeded } from '../../../server/db/seed/demo-data/audit';

// A stress seed for the calendar benchmark (scripts/bench/calendar.mjs), never part of the default
// seed: 500 lessons in the current week for one teacher, ten minutes each from 07:00 on, so none
// clash. It only reads and extends the tables it is given, so the bench can run it on a saved
// database in the page.

export const STRESS_LESSONS = 500;
const PER_DAY = 72;
const pad = (n: number) => String(n).padStart(2, '0');
const at = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

type Tables = Pick<MockDb, 'users' | 'staffAssignments' | 'schedules'>;

/** Adds the stress week to `userName`'s schedule (once: a second call finds it) and returns its size. */
export function addStressSchedule(data: Tables, userName = 'teacher', count = STRESS_LESSONS, now?: number): number {
  const user = data.users.find((u) => u.userName === userName);
  const assignment = data.staffAssignments.find((a) => a.userId === user?.userId);
  if (!user || !assignment) throw new Error(`${userName} teaches nothing`);
  const monday = mondayOf(now);
  const known = data.schedules.filter((s) => s.remark === 'stress').length;
  if (known) return known;
  // the week is the stress teacher's alone
  const week = (s: ScheduleRow) => s.date >= monday && s.date <= addDays(monday, 6);
  const classes = assignment.classIds;
  const courses = assignment.courseIds;
  data.schedules = data.schedules.filter(
    (s) => !(week(s) && (s.teacherUserId === user.userId || classes.includes(s.classId))),
  );
  let id = data.schedules.reduce((max, s) => Math.max(max, s.scheduleId), 0);
  for (let i = 0; i < count; i++) {
    const start = 7 * 60 + (i % PER_DAY) * 10;
    data.schedules.push({
      scheduleId: ++id,
      teacherUserId: user.userId,
      schoolId: assignment.schoolId,
      classId: classes[i % classes.length],
      courseId: courses[i % courses.length],
      lessonId: null,
      date: addDays(monday, Math.floor(i / PER_DAY)),
      startTime: at(start),
      endTime: at(start + 10),
      place: `R${i}`,
      seriesId: null,
      ...seeded('2025-06-01 09:00:00', userName, 'stress'),
    });
  }
  return count;
}
