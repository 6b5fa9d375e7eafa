import { http } from 'msw';
import { classLabel } from '../db/school-records';
import { visibleSchoolIds } from '../db/school-scope';
import { db } from '../db/store';
import { teacherClassIds, teacherCourseIds } from '../db/teacher-scope';
import type { ScheduleRow } from '../db/teaching-types';
import type { RoleRow, UserRow } from '../db/types';
import { readJson } from '../lib/body';
import { formatTime } from '../lib/clock';
import { addDays, daysBetween } from '../lib/day';
import { named, t, type Lang } from '../lib/lang';
import { dateRange, paginate, param, queryOf } from '../lib/query';
import { bad, MockError, ok, okList } from '../lib/reply';
import { withAuth } from '../lib/route';
import { choice, field, idList, idParam, int } from '../lib/validate';
import {
  courseName,
  readDay,
  readLesson,
  readRepeatUntil,
  readTimes,
  refuseClashes,
  SCHEDULE_ID,
  weeklyDates,
  type LessonFields,
} from './schedule-body';

// The teacher's schedule (user:schedule:*). A teacher sees and plans their own lessons, of their
// own classes and courses; a platform administrator sees everyone's (filter by teacher) and plans
// for a teacher named in the call. Every write is checked against the clash rule. A weekly series
// is one row per occurrence sharing a seriesId; "series" in an edit or a delete means this
// occurrence and the following ones (the past ones stay as they were taught).

const BASE = '*/csp/user/schedule';
const PERM = { list: 'user:schedule:list', query: 'user:schedule:query', edit: 'user:schedule:edit' };
const TEACHER = field('teacherUserId', '教师', 'Teacher');
const MISSING: [string, string] = ['课表不存在', 'The lesson is not in the schedule'];
const SCOPES = ['one', 'series'] as const;

const seesAll = (user: UserRow, role: RoleRow | undefined) => visibleSchoolIds(user, role) === 'all';

/** Whose lessons the caller may touch: their own, or anyone's for a platform administrator. */
function mayTouch(lang: Lang, user: UserRow, role: RoleRow | undefined, row: ScheduleRow): ScheduleRow {
  if (row.teacherUserId === user.userId || seesAll(user, role)) return row;
  throw new MockError(403, t(lang, '只能管理自己的课表', 'You can only manage your own schedule'));
}

function findRow(lang: Lang, user: UserRow, role: RoleRow | undefined, id: number): ScheduleRow {
  const row = db().schedules.find((s) => s.scheduleId === id) ?? bad(lang, ...MISSING);
  return mayTouch(lang, user, role, row);
}

/** The teacher a write is for: the caller, or for an administrator the one named in the body. */
function teacherOf(lang: Lang, user: UserRow, role: RoleRow | undefined, body: Record<string, unknown>): number {
  if (!seesAll(user, role)) return user.userId;
  const id = int(lang, body, TEACHER, { required: true });
  if (!db().users.some((u) => u.userId === id)) bad(lang, '教师不存在', 'The teacher does not exist');
  return id;
}

/** This occurrence and the following ones of its series (just itself when it is single). */
const fromHereOn = (row: ScheduleRow): ScheduleRow[] =>
  row.seriesId === null ? [row] : db().schedules.filter((s) => s.seriesId === row.seriesId && s.date >= row.date);

interface SeriesFacts {
  count: number;
  end: string;
}

/** How many occurrences each series has and its last date, read once per answer. */
function seriesFacts(): Map<number, SeriesFacts> {
  const facts = new Map<number, SeriesFacts>();
  for (const s of db().schedules) {
    if (s.seriesId === null) continue;
    const known = facts.get(s.seriesId) ?? { count: 0, end: '' };
    facts.set(s.seriesId, { count: known.count + 1, end: s.date > known.end ? s.date : known.end });
  }
  return facts;
}

function answer(row: ScheduleRow, lang: Lang, facts = seriesFacts()) {
  const data = db();
  const teacher = data.users.find((u) => u.userId === row.teacherUserId);
  const lesson = data.lessons.find((l) => l.lessonId === row.lessonId);
  const series = row.seriesId === null ? undefined : facts.get(row.seriesId);
  return {
    ...row,
    teacherName: teacher?.nickName ?? '',
    className: classLabel(
      lang,
      data.classes.find((c) => c.classId === row.classId),
    ),
    courseTitle: courseName(lang, row.courseId),
    lessonTitle: lesson ? named(lang, lesson.title, lesson.titleEn) : '',
    seriesCount: series?.count ?? 0,
    seriesEnd: series?.end ?? '',
  };
}

const byTime = (a: ScheduleRow, b: ScheduleRow) =>
  a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime) || a.scheduleId - b.scheduleId;

const list = http.get(
  `${BASE}/list`,
  withAuth(PERM.list, ({ request, lang, user, role }) => {
    const q = queryOf(request);
    const within = dateRange(lang, q);
    const all = seesAll(user, role);
    const teacher = all ? Number(param(q, 'teacherUserId')) || null : user.userId;
    const classId = Number(param(q, 'classId')) || null;
    const courseId = Number(param(q, 'courseId')) || null;
    const rows = db()
      .schedules.filter(
        (s) =>
          (teacher === null || s.teacherUserId === teacher) &&
          (classId === null || s.classId === classId) &&
          (courseId === null || s.courseId === courseId) &&
          within(s.date),
      )
      .sort(byTime);
    const page = paginate(lang, q, rows);
    const facts = seriesFacts();
    return okList(lang, { rows: page.rows.map((r) => answer(r, lang, facts)), total: page.total });
  }),
);

/** What the filters and the editor offer: the teacher's classes, courses and their lessons. */
const options = http.get(
  `${BASE}/options`,
  withAuth(PERM.list, ({ request, lang, user, role }) => {
    const data = db();
    const all = seesAll(user, role);
    const asked = Number(param(queryOf(request), 'teacherUserId')) || null;
    const teacherIds = all
      ? asked !== null
        ? [asked]
        : [...new Set(data.staffAssignments.map((a) => a.userId))]
      : [user.userId];
    const classIds = new Set(teacherIds.flatMap((id) => [...teacherClassIds(id)]));
    const courseIds = new Set(teacherIds.flatMap((id) => [...teacherCourseIds(id)]));
    const teachers = all
      ? [...new Set(data.staffAssignments.map((a) => a.userId))].flatMap((id) => {
          const u = data.users.find((x) => x.userId === id);
          return u ? [{ userId: u.userId, name: u.nickName }] : [];
        })
      : [];
    return ok(lang, {
      teachers,
      classes: data.classes
        .filter((c) => classIds.has(c.classId))
        .map((c) => ({ classId: c.classId, className: classLabel(lang, c) })),
      courses: data.courses
        .filter((c) => courseIds.has(c.courseId))
        .map((c) => ({
          courseId: c.courseId,
          title: named(lang, c.title, c.titleEn),
          lessons: data.lessons
            .filter((l) => l.courseId === c.courseId)
            .sort((a, b) => a.sort - b.sort)
            .map((l) => ({ lessonId: l.lessonId, title: named(lang, l.title, l.titleEn) })),
        })),
    });
  }),
);

const getOne = http.get(
  `${BASE}/:id`,
  withAuth(PERM.query, ({ params, lang, user, role }) =>
    ok(lang, answer(findRow(lang, user, role, idParam(lang, params.id, SCHEDULE_ID)), lang)),
  ),
);

const stamp = (user: UserRow) => ({ createBy: user.userName, createTime: formatTime(), updateBy: '', updateTime: '' });
const nextOf = (key: 'scheduleId' | 'seriesId') => db().schedules.reduce((max, s) => Math.max(max, s[key] ?? 0), 0) + 1;

/** Plans a lesson, or with `repeatUntil` a weekly series of it. */
const add = http.post(
  BASE,
  withAuth(PERM.edit, async ({ request, lang, user, role }) => {
    const body = await readJson(request);
    const lesson = readLesson(lang, body, teacherOf(lang, user, role, body));
    const dates = weeklyDates(lesson.date, readRepeatUntil(lang, body, lesson.date));
    const slots = dates.map((date) => ({ ...lesson, date }));
    refuseClashes(lang, slots, new Set());
    const seriesId = dates.length > 1 ? nextOf('seriesId') : null;
    let id = nextOf('scheduleId');
    const rows: ScheduleRow[] = slots.map((slot) => ({
      ...slot,
      scheduleId: id++,
      seriesId,
      ...stamp(user),
      remark: '',
    }));
    db().schedules.push(...rows);
    return ok(
      lang,
      rows.map((r) => answer(r, lang)),
    );
  }),
);

const touched = (user: UserRow) => ({ updateBy: user.userName, updateTime: formatTime() });

/**
 * Changes one occurrence (`scope` one, the default) or this and the following occurrences of
 * its series (`scope` series): each moves by as many days as this one moved, and takes the new
 * class, course, lesson, times and place.
 */
const edit = http.put(
  BASE,
  withAuth(PERM.edit, async ({ request, lang, user, role }) => {
    const body = await readJson(request);
    const row = findRow(lang, user, role, int(lang, body, SCHEDULE_ID, { required: true }));
    const scope = choice(lang, body, field('scope', '修改范围', 'Scope'), SCOPES, 'one');
    const lesson: LessonFields = readLesson(lang, body, row.teacherUserId);
    const targets = scope === 'series' ? fromHereOn(row) : [row];
    const shift = daysBetween(row.date, lesson.date);
    const changed = targets.map((target) => ({ ...target, ...lesson, date: addDays(target.date, shift) }));
    refuseClashes(lang, changed, new Set(targets.map((s) => s.scheduleId)));
    for (const next of changed)
      Object.assign(targets.find((s) => s.scheduleId === next.scheduleId) ?? {}, next, touched(user));
    return ok(lang, answer(row, lang));
  }),
);

/** The calendar's drag and resize: one occurrence to another date and time. */
const move = http.put(
  `${BASE}/move`,
  withAuth(PERM.edit, async ({ request, lang, user, role }) => {
    const body = await readJson(request);
    const row = findRow(lang, user, role, int(lang, body, SCHEDULE_ID, { required: true }));
    const moved = { ...row, date: readDay(lang, body), ...readTimes(lang, body) };
    refuseClashes(lang, [moved], new Set([row.scheduleId]));
    Object.assign(row, moved, touched(user));
    return ok(lang, answer(row, lang));
  }),
);

/** Deletes lessons; `?scope=series` deletes each one's following occurrences too. */
const remove = http.delete(
  `${BASE}/:ids`,
  withAuth(PERM.edit, ({ request, params, lang, user, role }) => {
    const series = param(queryOf(request), 'scope') === 'series';
    const rows = idList(lang, params.ids, SCHEDULE_ID).map((id) => findRow(lang, user, role, id));
    const gone = new Set(rows.flatMap((r) => (series ? fromHereOn(r) : [r])).map((r) => r.scheduleId));
    const data = db();
    data.schedules = data.schedules.filter((s) => !gone.has(s.scheduleId));
    return ok(lang, { deleted: gone.size });
  }),
);

// the longer paths first: /list, /options and /move before /{id}
export const scheduleHandlers = [list, options, move, getOne, add, edit, remove];
