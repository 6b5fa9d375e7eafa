import { and, asc, eq, getTableColumns, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { classes, courses, lessons, schedules, staffAssignments, users } from '../../db/schema';
import type { Db } from '../../db/types';
import { countOf, subquery } from '../../lib/subquery';
import { namedIn } from '../../lib/bilingual';
import type { Clock } from '../../lib/clock';
import type { Auth } from '../../lib/context';
import { ApiError, fail, notFound } from '../../lib/errors';
import type { Lang } from '../../lib/lang';
import { dayParam, countRows, listPage, type Query } from '../../lib/paging';
import { createdBy, updatedBy } from '../../lib/records';
import { addDays, checkTimes, daysBetween, readLesson, readRepeatUntil, weeklyDates } from './body';
import type { LessonInput, MovedLessonInput, NewLessonsInput } from './schema';
import { lockSchedule, refuseClashes } from './clash';
import { seesEveryTeacher, teacherClassIds, teacherCourseIds } from './scope';

// The teacher's schedule (docs/api.md "Schedule", user:schedule:*). A teacher sees and plans
// their own lessons, of their own classes and courses; a platform administrator sees everyone's
// (filter by teacher) and plans for a teacher named in the call. Every write is checked against
// the clash rule under the schedule's lock. "series" in an edit or a delete means this occurrence
// and the following ones (the past ones stay as they were taught).

type ScheduleRow = typeof schedules.$inferSelect;

const missing = (): never => notFound('课表不存在', 'The lesson is not in the schedule');

/** The planned lessons of the outer lesson's series (the same table under another name). */
const sameSeries = alias(schedules, 'same_series');
const inSeries = eq(sameSeries.seriesId, schedules.seriesId);

/** A planned lesson as the console gets it: names in the request language, its series described. */
const answerColumns = (lang: Lang) => ({
  ...getTableColumns(schedules),
  teacherName: sql<string>`coalesce(${users.nickName}, '')`,
  className: sql<string>`coalesce(${namedIn(lang, classes.className, classes.classNameEn)}, '')`,
  courseTitle: sql<string>`coalesce(${namedIn(lang, courses.title, courses.titleEn)}, '')`,
  lessonTitle: sql<string>`coalesce(${namedIn(lang, lessons.title, lessons.titleEn)}, '')`,
  seriesCount: countOf(sameSeries, inSeries),
  seriesEnd: sql<string>`coalesce((${subquery
    .select({ end: sql`max(${sameSeries.date})::text` })
    .from(sameSeries)
    .where(inSeries)}), '')`,
});

const selectAnswers = (db: Db, lang: Lang) =>
  db
    .select(answerColumns(lang))
    .from(schedules)
    .leftJoin(users, eq(users.userId, schedules.teacherUserId))
    .leftJoin(classes, eq(classes.classId, schedules.classId))
    .leftJoin(courses, eq(courses.courseId, schedules.courseId))
    .leftJoin(lessons, eq(lessons.lessonId, schedules.lessonId));

const answer = <T extends { updateTime: string | null }>(row: T) => ({ ...row, updateTime: row.updateTime ?? '' });

const BY_TIME = [asc(schedules.date), asc(schedules.startTime), asc(schedules.scheduleId)];

async function answersOf(db: Db, lang: Lang, where: SQL | undefined) {
  return (
    await selectAnswers(db, lang)
      .where(where)
      .orderBy(...BY_TIME)
  ).map(answer);
}

/** A teacher's lessons from `fromDate` on, in time order: what their calendar feed holds (../calendar-feed). */
export const teacherLessonsFrom = (db: Db, teacherUserId: number, fromDate: string, lang: Lang) =>
  answersOf(db, lang, and(eq(schedules.teacherUserId, teacherUserId), gte(schedules.date, fromDate)));

/** The list's filters (./schema.ts): 0 and null filter nothing. */
interface ScheduleFilters {
  teacherUserId: number | null;
  classId: number | null;
  courseId: number | null;
}

export async function listSchedule(db: Db, auth: Auth, filters: ScheduleFilters, q: Query, lang: Lang) {
  const all = seesEveryTeacher(auth);
  const teacher = all ? filters.teacherUserId || null : auth.user.userId;
  const classId = filters.classId || null;
  const courseId = filters.courseId || null;
  const [begin, end] = ['params[beginTime]', 'params[endTime]'].map((key) => dayParam(q, key));
  const where = and(
    teacher !== null ? eq(schedules.teacherUserId, teacher) : undefined,
    classId !== null ? eq(schedules.classId, classId) : undefined,
    courseId !== null ? eq(schedules.courseId, courseId) : undefined,
    begin ? gte(schedules.date, begin) : undefined,
    end ? lte(schedules.date, end) : undefined,
  );
  const page = await listPage(q, countRows(db, schedules, where), (limit, offset) =>
    selectAnswers(db, lang)
      .where(where)
      .orderBy(...BY_TIME)
      .limit(limit)
      .offset(offset),
  );
  return { ...page, rows: page.rows.map(answer) };
}

/** What the filters and the editor offer: the teacher's classes, courses and their lessons. */
export async function scheduleOptions(db: Db, auth: Auth, teacherUserId: number | null, lang: Lang) {
  const all = seesEveryTeacher(auth);
  const assigned = all
    ? await db
        .select({ userId: staffAssignments.userId, name: users.nickName })
        .from(staffAssignments)
        .innerJoin(users, eq(users.userId, staffAssignments.userId))
        .orderBy(asc(staffAssignments.userId))
    : [];
  const asked = teacherUserId || null;
  const teacherIds = all ? (asked !== null ? [asked] : assigned.map((a) => a.userId)) : [auth.user.userId];
  const classIds = new Set<number>();
  const courseIds = new Set<number>();
  for (const id of teacherIds) {
    for (const c of await teacherClassIds(db, id)) classIds.add(c);
    for (const c of await teacherCourseIds(db, id)) courseIds.add(c);
  }
  const classRows = classIds.size
    ? await db
        .select({ classId: classes.classId, className: namedIn(lang, classes.className, classes.classNameEn) })
        .from(classes)
        .where(inArray(classes.classId, [...classIds]))
        .orderBy(asc(classes.classId))
    : [];
  const courseRows = courseIds.size
    ? await db
        .select({ courseId: courses.courseId, title: namedIn(lang, courses.title, courses.titleEn) })
        .from(courses)
        .where(inArray(courses.courseId, [...courseIds]))
        .orderBy(asc(courses.courseId))
    : [];
  const lessonRows = courseIds.size
    ? await db
        .select({
          courseId: lessons.courseId,
          lessonId: lessons.lessonId,
          title: namedIn(lang, lessons.title, lessons.titleEn),
        })
        .from(lessons)
        .where(inArray(lessons.courseId, [...courseIds]))
        .orderBy(asc(lessons.sort), asc(lessons.lessonId))
    : [];
  return {
    teachers: assigned,
    classes: classRows,
    courses: courseRows.map((c) => ({
      ...c,
      lessons: lessonRows.filter((l) => l.courseId === c.courseId).map(({ lessonId, title }) => ({ lessonId, title })),
    })),
  };
}

/** The lesson, or "not in the schedule"; 403 when it is another teacher's and the caller is no administrator. */
async function findRow(db: Db, auth: Auth, scheduleId: number): Promise<ScheduleRow> {
  const [row] = await db.select().from(schedules).where(eq(schedules.scheduleId, scheduleId));
  if (!row) return missing();
  if (row.teacherUserId !== auth.user.userId && !seesEveryTeacher(auth)) {
    throw new ApiError('forbidden', { zh: '只能管理自己的课表', en: 'You can only manage your own schedule' });
  }
  return row;
}

export async function readSchedule(db: Db, auth: Auth, scheduleId: number, lang: Lang) {
  await findRow(db, auth, scheduleId);
  const [row] = await answersOf(db, lang, eq(schedules.scheduleId, scheduleId));
  return row;
}

/** The teacher a write is for: the caller, or for an administrator the one named in the body. */
async function teacherOf(db: Db, auth: Auth, teacherUserId: number | null): Promise<number> {
  if (!seesEveryTeacher(auth)) return auth.user.userId;
  const id = teacherUserId ?? fail('教师不能为空', 'Teacher is required');
  const [user] = await db.select({ id: users.userId }).from(users).where(eq(users.userId, id));
  if (!user) fail('教师不存在', 'The teacher does not exist');
  return id;
}

/** Plans a lesson, or with `repeatUntil` a weekly series of it; answers the created rows. */
export async function planLessons(db: Db, clock: Clock, auth: Auth, lang: Lang, input: NewLessonsInput) {
  const lesson = await readLesson(db, input, await teacherOf(db, auth, input.teacherUserId));
  const dates = weeklyDates(lesson.date, readRepeatUntil(input, lesson.date));
  const slots = dates.map((date) => ({ ...lesson, date }));
  const ids = await db.transaction(async (tx) => {
    await lockSchedule(tx);
    await refuseClashes(tx, lang, slots, []);
    const made = await tx
      .insert(schedules)
      .values(slots.map((slot) => ({ ...slot, ...createdBy(auth, clock) })))
      .returning({ scheduleId: schedules.scheduleId });
    const idList = made.map((r) => r.scheduleId);
    // A series is named after its first occurrence: ids never repeat, so neither do series.
    if (idList.length > 1) {
      await tx
        .update(schedules)
        .set({ seriesId: Math.min(...idList) })
        .where(inArray(schedules.scheduleId, idList));
    }
    return idList;
  });
  return answersOf(db, lang, inArray(schedules.scheduleId, ids));
}

/** This occurrence and the following ones of its series (just itself when it is single). */
async function fromHereOn(db: Db, row: ScheduleRow): Promise<ScheduleRow[]> {
  if (row.seriesId === null) return [row];
  return db
    .select()
    .from(schedules)
    .where(and(eq(schedules.seriesId, row.seriesId), gte(schedules.date, row.date)))
    .orderBy(...BY_TIME);
}

/**
 * Changes one occurrence (`scope` one, the default) or this and the following occurrences of its
 * series (`scope` series): each moves by as many days as this one moved, and takes the new class,
 * course, lesson, times and place.
 */
export async function editLesson(db: Db, clock: Clock, auth: Auth, lang: Lang, input: LessonInput) {
  const { scheduleId, scope, ...fields } = input;
  const row = await findRow(db, auth, scheduleId);
  const lesson = await readLesson(db, fields, row.teacherUserId);
  const shift = daysBetween(row.date, lesson.date);
  await db.transaction(async (tx) => {
    await lockSchedule(tx);
    const targets = scope === 'series' ? await fromHereOn(tx, row) : [row];
    const changed = targets.map((target) => ({
      ...lesson,
      scheduleId: target.scheduleId,
      date: addDays(target.date, shift),
    }));
    await refuseClashes(
      tx,
      lang,
      changed,
      targets.map((t) => t.scheduleId),
    );
    for (const { scheduleId, ...next } of changed) {
      await tx
        .update(schedules)
        .set({ ...next, ...updatedBy(auth, clock) })
        .where(eq(schedules.scheduleId, scheduleId));
    }
  });
  return readSchedule(db, auth, row.scheduleId, lang);
}

/** The calendar's drag and resize: one occurrence to another date and time. */
export async function moveLesson(db: Db, clock: Clock, auth: Auth, lang: Lang, input: MovedLessonInput) {
  const row = await findRow(db, auth, input.scheduleId);
  const moved = { ...row, date: input.date, ...checkTimes(input) };
  await db.transaction(async (tx) => {
    await lockSchedule(tx);
    await refuseClashes(tx, lang, [moved], [row.scheduleId]);
    await tx
      .update(schedules)
      .set({ date: moved.date, startTime: moved.startTime, endTime: moved.endTime, ...updatedBy(auth, clock) })
      .where(eq(schedules.scheduleId, row.scheduleId));
  });
  return readSchedule(db, auth, row.scheduleId, lang);
}

/** Deletes lessons; `scope=series` deletes each one's following occurrences too. All or nothing. */
export async function deleteLessons(db: Db, auth: Auth, ids: number[], scope: string) {
  return db.transaction(async (tx) => {
    const gone = new Set<number>();
    for (const id of ids) {
      const row = await findRow(tx, auth, id);
      for (const r of scope === 'series' ? await fromHereOn(tx, row) : [row]) gone.add(r.scheduleId);
    }
    await tx.delete(schedules).where(inArray(schedules.scheduleId, [...gone]));
    return { deleted: gone.size };
  });
}
