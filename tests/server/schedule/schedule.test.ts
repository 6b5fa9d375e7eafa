import { beforeEach, describe, expect, it } from 'vitest';
import { addDays, mondayOf } from '../../../server/lib/day';
import type { scheduleRoutes } from '../../../server/areas/schedule/routes';
import { answer, api } from '../helpers/api';
import { login } from '../helpers/client';
import {
  classAndCourseNames,
  classesOf,
  coursesOf,
  ownOf,
  scheduleRow,
  scheduleRows,
  shareClass,
  userId,
} from '../helpers/rows/schedule-data';

// docs/api.md "Schedule": the teacher's schedule, its scope, the weekly series, the clash rule and
// the administrator planning for a teacher.

/** Far in the future, where the seed plans nothing. */
const FREE_DAY = addDays(mondayOf(new Date()), 7 * 30);

let token = '';
beforeEach(async () => {
  token = await login('teacher');
});

/** The schedule calls, as the teacher (or `who`) in `lang`. */
const schedule = (lang: 'zh' | 'en' = 'zh', who = token) =>
  api<typeof scheduleRoutes>({ token: who, lang }).user.schedule;
const list = (query: Record<string, string | number> = {}, who = token) =>
  answer(schedule('zh', who).list.$get({ query: { pageSize: 1000, ...query } }));
const plan = (json: object, lang: 'zh' | 'en' = 'zh', who = token) => answer(schedule(lang, who).$post({ json }));
const lessonBody = async (extra: object = {}) => ({
  ...(await ownOf('teacher')),
  date: FREE_DAY,
  startTime: '09:00',
  endTime: '09:45',
  place: 'A101',
  ...extra,
});

describe('schedule seed', () => {
  it('gives every demo teacher a week of lessons with a weekly series and a back-to-back pair', async () => {
    const monday = mondayOf(new Date());
    for (const name of ['teacher', 'multi', 'zhangwei', 'emily']) {
      const mine = await scheduleRows(await userId(name));
      const week = mine.filter((s) => s.date >= monday && s.date <= addDays(monday, 6));
      expect(week.length, name).toBeGreaterThanOrEqual(5);
      expect(mine.some((s) => s.seriesId !== null && mine.filter((o) => o.seriesId === s.seriesId).length > 4)).toBe(
        true,
      );
      const pair = week.some((a) => week.some((b) => a.date === b.date && a.endTime === b.startTime));
      expect(pair, name).toBe(true);
      // only their own classes and courses
      const [classIds, courseIds] = [await classesOf(name), await coursesOf(name)];
      for (const s of mine) {
        expect(classIds.has(s.classId)).toBe(true);
        expect(courseIds.has(s.courseId)).toBe(true);
      }
    }
  });
});

describe('schedule list', () => {
  it('shows a teacher only their own lessons, in time order, filtered by date range and class', async () => {
    const teacherId = await userId('teacher');
    const mine = await list();
    expect(mine.total).toBe((await scheduleRows(teacherId)).length);
    expect(mine.rows.every((r) => r.teacherUserId === teacherId)).toBe(true);
    const keys = mine.rows.map((r) => `${r.date} ${r.startTime}`);
    expect(keys).toEqual([...keys].sort());
    const monday = mondayOf(new Date());
    const week = await list({ 'params[beginTime]': monday, 'params[endTime]': addDays(monday, 6) });
    expect(week.rows.length).toBeGreaterThan(0);
    expect(week.rows.every((r) => r.date >= monday && r.date <= addDays(monday, 6))).toBe(true);
    const classId = mine.rows[0].classId;
    expect((await list({ classId })).rows.every((r) => r.classId === classId)).toBe(true);
    // a teacher cannot look at another teacher's lessons through the filter
    const other = await list({ teacherUserId: await userId('zhangwei') });
    expect(other.rows.every((r) => r.teacherUserId === teacherId)).toBe(true);
  });

  it('names the class, course, lesson and teacher, and describes the series', async () => {
    const [row] = (await list()).rows.filter((r) => r.seriesId !== null);
    const names = await classAndCourseNames(row.classId, row.courseId);
    expect(row).toMatchObject({ className: names.className, courseTitle: names.courseTitle });
    expect(row.teacherName).not.toBe('');
    const series = (await scheduleRows()).filter((s) => s.seriesId === row.seriesId);
    expect(row.seriesCount).toBe(series.length);
    expect(row.seriesEnd).toBe(
      series
        .map((s) => s.date)
        .sort()
        .at(-1),
    );
  });

  it('lets the administrator see everyone and filter by teacher', async () => {
    const admin = await login('admin');
    const all = await list({}, admin);
    expect(all.total).toBe((await scheduleRows()).length);
    const emilyId = await userId('emily');
    const emily = await list({ teacherUserId: emilyId }, admin);
    expect(emily.total).toBeGreaterThan(0);
    expect(emily.rows.every((r) => r.teacherUserId === emilyId)).toBe(true);
  });

  it('refuses a user without the schedule permission', async () => {
    const leader = await login('leader');
    expect((await list({}, leader)).code).toBe(403);
  });
});

describe('planning a lesson', () => {
  it('creates a weekly series up to the repeat date, all in one series', async () => {
    const reply = await plan(await lessonBody({ repeatUntil: addDays(FREE_DAY, 21) }));
    expect(reply.code).toBe(200);
    expect(reply.data.map((r) => r.date)).toEqual([0, 7, 14, 21].map((d) => addDays(FREE_DAY, d)));
    expect(new Set(reply.data.map((r) => r.seriesId)).size).toBe(1);
    expect(reply.data[0]).toMatchObject({ seriesCount: 4, seriesEnd: addDays(FREE_DAY, 21), place: 'A101' });
    // a series of its own: no seeded series shares its id
    const series = (await scheduleRows()).filter((s) => s.seriesId === reply.data[0].seriesId);
    expect(series.map((s) => s.scheduleId).sort()).toEqual(reply.data.map((r) => r.scheduleId).sort());
  });

  it('refuses a repeat date before the date', async () => {
    expect((await plan(await lessonBody({ repeatUntil: addDays(FREE_DAY, -1) }), 'en')).msg).toBe(
      'Repeat weekly until cannot be before the date',
    );
  });

  it('refuses an end before the start, and another teacher’s class or course (403)', async () => {
    expect((await plan(await lessonBody({ startTime: '10:00', endTime: '09:00' }))).msg).toBe(
      '结束时间必须晚于开始时间',
    );
    expect((await plan(await lessonBody({ startTime: '10:00', endTime: '10:00' }), 'en')).msg).toBe(
      'The end time must be after the start time',
    );
    const foreign = await ownOf('emily');
    const byClass = await plan(await lessonBody({ classId: foreign.classId }));
    expect(byClass.code).toBe(403);
    expect(byClass.msg).toBe('只能为自己任教的班级排课');
    const byCourse = await plan(await lessonBody({ courseId: 999_999 }));
    expect(byCourse.msg).toBe('课程不存在');
  });

  it('refuses a clash with the same teacher, naming the class, course, date and time; back to back is fine', async () => {
    const body = await lessonBody();
    expect((await plan(body)).code).toBe(200);
    const clash = await plan({ ...body, startTime: '09:30', endTime: '10:15' });
    expect(clash.code).toBe(500);
    const { className, courseTitle } = await classAndCourseNames(body.classId, body.courseId);
    expect(clash.msg).toBe(`时间冲突：该教师已有课程 ${className} · ${courseTitle} · ${FREE_DAY} 09:00-09:45`);
    const en = await plan({ ...body, startTime: '09:30', endTime: '10:15' }, 'en');
    expect(en.msg).toContain(`Time clash: the teacher already has a lesson`);
    expect(en.msg).toContain(`${FREE_DAY} 09:00-09:45`);
    expect((await plan({ ...body, startTime: '09:45', endTime: '10:30' })).code).toBe(200);
  });

  it('refuses a clash of the same class with another teacher', async () => {
    const { classId } = await ownOf('teacher');
    // the class gets a second teacher, as the class-teacher screen would
    await shareClass(classId, 'multi');
    expect((await plan(await lessonBody({ classId }))).code).toBe(200);
    const multi = await login('multi');
    const courseId = [...(await coursesOf('multi'))][0];
    const reply = await plan(await lessonBody({ classId, courseId }), 'zh', multi);
    expect(reply.msg).toMatch(/^时间冲突：该班级已有课程/);
  });

  it('takes one of two clashing lessons planned at the same moment', async () => {
    const body = await lessonBody();
    const replies = await Promise.all([plan(body), plan(body)]);
    expect(replies.map((r) => r.code).sort()).toEqual([200, 500]);
    expect((await scheduleRows()).filter((s) => s.date === FREE_DAY)).toHaveLength(1);
  });
});

describe('changing and deleting', () => {
  const seriesOf = async () => (await plan(await lessonBody({ repeatUntil: addDays(FREE_DAY, 28) }))).data;
  const edit = (json: object) => answer(schedule().$put({ json }));

  it('edits one occurrence without touching the others', async () => {
    const [, second] = await seriesOf();
    expect((await edit({ ...second, place: 'B202', scope: 'one' })).code).toBe(200);
    const after = (await list({ 'params[beginTime]': FREE_DAY })).rows;
    expect(after.filter((r) => r.place === 'B202').map((r) => r.scheduleId)).toEqual([second.scheduleId]);
  });

  it('edits this occurrence and the following ones, shifting them by the same days', async () => {
    const rows = await seriesOf();
    const third = rows[2];
    const reply = await edit({
      ...third,
      date: addDays(third.date, 1),
      startTime: '13:00',
      endTime: '13:40',
      scope: 'series',
    });
    expect(reply.code).toBe(200);
    const after = (await list({ 'params[beginTime]': FREE_DAY })).rows.filter((r) => r.seriesId === third.seriesId);
    expect(after.map((r) => `${r.date} ${r.startTime}`)).toEqual([
      `${rows[0].date} 09:00`,
      `${rows[1].date} 09:00`,
      `${addDays(rows[2].date, 1)} 13:00`,
      `${addDays(rows[3].date, 1)} 13:00`,
      `${addDays(rows[4].date, 1)} 13:00`,
    ]);
  });

  it('moves one occurrence (the calendar drag) and refuses a move onto a clash', async () => {
    const [a] = (await plan(await lessonBody())).data;
    const [b] = (await plan(await lessonBody({ startTime: '11:00', endTime: '11:45' }))).data;
    const move = (json: object) => answer(schedule().move.$put({ json }));
    const refused = await move({ scheduleId: b.scheduleId, date: FREE_DAY, startTime: '09:15', endTime: '10:00' });
    expect(refused.msg).toMatch(/^时间冲突/);
    expect((await scheduleRow(b.scheduleId))?.startTime).toBe('11:00');
    const next = addDays(FREE_DAY, 1);
    const moved = await move({ scheduleId: a.scheduleId, date: next, startTime: '09:00', endTime: '10:30' });
    expect(moved.data).toMatchObject({ date: next, startTime: '09:00', endTime: '10:30' });
  });

  it('deletes one occurrence, or this and the following ones of its series', async () => {
    const rows = await seriesOf();
    const remove = (id: number, scope = 'one') =>
      answer(schedule()[':scheduleIds'].$delete({ param: { scheduleIds: String(id) }, query: { scope } }));
    expect((await remove(rows[1].scheduleId)).code).toBe(200);
    expect((await remove(rows[3].scheduleId, 'series')).code).toBe(200);
    const left = (await scheduleRows()).filter((s) => s.seriesId === rows[0].seriesId).map((s) => s.scheduleId);
    expect(left).toEqual([rows[0].scheduleId, rows[2].scheduleId]);
  });

  it('refuses another teacher’s lesson with 403', async () => {
    const [emilys] = await scheduleRows(await userId('emily'));
    const reply = await answer(schedule()[':scheduleId'].$get({ param: { scheduleId: String(emilys.scheduleId) } }));
    expect(reply.code).toBe(403);
    const gone = await answer(
      schedule()[':scheduleIds'].$delete({ param: { scheduleIds: String(emilys.scheduleId) }, query: {} }),
    );
    expect(gone.code).toBe(403);
    expect(await scheduleRow(emilys.scheduleId)).toBeDefined();
  });
});

describe('schedule options', () => {
  it('offers the teacher’s own classes and courses with their lessons', async () => {
    const reply = await answer(schedule().options.$get({ query: {} }));
    expect(reply.data.classes.map((c) => c.classId).sort()).toEqual([...(await classesOf('teacher'))].sort());
    expect(reply.data.courses.map((c) => c.courseId).sort()).toEqual([...(await coursesOf('teacher'))].sort());
    expect(reply.data.courses.some((c) => c.lessons.length > 0)).toBe(true);
  });
});

describe('an administrator planning', () => {
  it('names the teacher, whose own classes and courses still apply', async () => {
    const admin = await login('admin');
    const missing = await plan(await lessonBody(), 'en', admin);
    expect(missing.msg).toBe('Teacher is required');
    const teacherId = await userId('teacher');
    const made = await plan({ ...(await lessonBody()), teacherUserId: teacherId }, 'zh', admin);
    expect(made.code).toBe(200);
    expect(made.data[0].teacherUserId).toBe(teacherId);
    const foreign = await plan({ ...(await lessonBody()), teacherUserId: await userId('emily') }, 'zh', admin);
    expect(foreign.code).toBe(403);
  });
});
