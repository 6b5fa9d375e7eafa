import { and, asc, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import { classes, courses, schedules } from '../../db/schema';
import type { Db } from '../../db/types';
import { namedIn } from '../../lib/bilingual';
import { conflict } from '../../lib/errors';
import type { Lang } from '../../lib/lang';
import { findClash, type Slot } from './overlap';

// The check of a schedule write against the lessons already planned; when two lessons clash is
// overlap.ts.

/**
 * Takes the schedule's write lock for the transaction: two writes checked at the same moment
 * would each miss the other's lesson. Writes of the schedule are short; one at a time is enough.
 */
export async function lockSchedule(tx: Db): Promise<void> {
  await tx.execute(sql.raw(`select pg_advisory_xact_lock(${CLASH_LOCK_KEY}, 0)`));
}
/** The first key of the schedule's two-key advisory lock ("sche" in ASCII). */
const CLASH_LOCK_KEY = 0x73636865;

/**
 * Refuses the write when one of `slots` overlaps another planned lesson of the same teacher or
 * the same class; `replacing` are the rows the write changes (they do not clash with
 * themselves). The message names the lesson in the way: class, course, date and time.
 */
export async function refuseClashes(db: Db, lang: Lang, slots: Slot[], replacing: number[]): Promise<void> {
  if (!slots.length) return;
  const dates = [...new Set(slots.map((s) => s.date))];
  const teachers = [...new Set(slots.map((s) => s.teacherUserId))];
  const classIds = [...new Set(slots.map((s) => s.classId))];
  const others = await db
    .select({
      teacherUserId: schedules.teacherUserId,
      classId: schedules.classId,
      date: schedules.date,
      startTime: schedules.startTime,
      endTime: schedules.endTime,
      className: namedIn(lang, classes.className, classes.classNameEn),
      courseTitle: namedIn(lang, courses.title, courses.titleEn),
    })
    .from(schedules)
    .innerJoin(classes, eq(classes.classId, schedules.classId))
    .innerJoin(courses, eq(courses.courseId, schedules.courseId))
    .where(
      and(
        inArray(schedules.date, dates),
        or(inArray(schedules.teacherUserId, teachers), inArray(schedules.classId, classIds)),
        replacing.length ? notInArray(schedules.scheduleId, replacing) : undefined,
      ),
    )
    .orderBy(asc(schedules.date), asc(schedules.startTime), asc(schedules.scheduleId));
  for (const slot of slots) {
    const clash = findClash(slot, others);
    if (!clash) continue;
    const what = `${clash.className} · ${clash.courseTitle} · ${clash.date} ${clash.startTime}-${clash.endTime}`;
    const sameTeacher = clash.teacherUserId === slot.teacherUserId;
    const [zh, en] = sameTeacher ? ['该教师', 'the teacher'] : ['该班级', 'the class'];
    conflict(`时间冲突：${zh}已有课程 ${what}`, `Time clash: ${en} already has a lesson ${what}`);
  }
}
