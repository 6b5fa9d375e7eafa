import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@mock/db';
import { addDays, mondayOf } from '@mock/lib/day';
import { teacherClassIds, teacherCourseIds } from '@mock/db/teacher-scope';
import type { ScheduleItem } from '@/features/schedule/types';
import { call, login } from './client';

type Lesson = ScheduleItem;

const userId = (name: string) => db().users.find((u) => u.userName === name)?.userId ?? 0;
/** A class and a course the user teaches (the first of each). */
const ownOf = (name: string) => ({
  classId: [...teacherClassIds(userId(name))][0],
  courseId: [...teacherCourseIds(userId(name))][0],
});
/** Far in the future, where the seed plans nothing. */
const FREE_DAY = addDays(mondayOf(), 7 * 30);

let token = '';
beforeEach(async () => {
  token = await login('teacher');
});

const list = (query: Record<string, string | number> = {}, who = token) =>
  call<unknown, Lesson>('/user/schedule/list', { token: who, query: { pageSize: 1000, ...query } });
const plan = (body: object, lang: 'zh' | 'en' = 'zh', who = token) =>
  call<Lesson[]>('/user/schedule', { method: 'POST', token: who, body, lang });
const lessonBody = (extra: object = {}) => ({
  ...ownOf('teacher'),
  date: FREE_DAY,
  startTime: '09:00',
  endTime: '09:45',
  place: 'A101',
  ...extra,
});

describe('schedule seed', () => {
  it('gives every demo teacher a week of lessons with a weekly series and a back-to-back pair', () => {
    const monday = mondayOf();
    for (const name of ['teacher', 'multi', 'zhangwei', 'emily']) {
      const mine = db().schedules.filter((s) => s.teacherUserId === userId(name));
      const week = mine.filter((s) => s.date >= monday && s.date <= addDays(monday, 6));
      expect(week.length, name).toBeGreaterThanOrEqual(5);
      expect(mine.some((s) => s.seriesId !== null && mine.filter((o) => o.seriesId === s.seriesId).length > 4)).toBe(
        true,
      );
      const pair = week.some((a) => week.some((b) => a.date === b.date && a.endTime === b.startTime));
      expect(pair, name).toBe(true);
      // only their own classes and courses
      for (const s of mine) {
        expect(teacherClassIds(userId(name)).has(s.classId)).toBe(true);
        expect(teacherCourseIds(userId(name)).has(s.courseId)).toBe(true);
      }
    }
  });
});

describe('schedule list', () => {
  it('shows a teacher only their own lessons, in time order, filtered by date range and class', async () => {
    const mine = await list();
    expect(mine.total).toBe(db().schedules.filter((s) => s.teacherUserId === userId('teacher')).length);
    expect(mine.rows.every((r) => r.teacherUserId === userId('teacher'))).toBe(true);
    const keys = mine.rows.map((r) => `${r.date} ${r.startTime}`);
    expect(keys).toEqual([...keys].sort());
    const monday = mondayOf();
    const week = await list({ 'params[beginTime]': monday, 'params[endTime]': addDays(monday, 6) });
    expect(week.rows.length).toBeGreaterThan(0);
    expect(week.rows.every((r) => r.date >= monday && r.date <= addDays(monday, 6))).toBe(true);
    const classId = mine.rows[0].classId;
    expect((await list({ classId })).rows.every((r) => r.classId === classId)).toBe(true);
    // a teacher cannot look at another teacher's lessons through the filter
    const other = await list({ teacherUserId: userId('zhangwei') });
    expect(other.rows.every((r) => r.teacherUserId === userId('teacher'))).toBe(true);
  });

  it('lets the administrator see everyone and filter by teacher', async () => {
    const admin = await login('admin');
    const all = await list({}, admin);
    expect(all.total).toBe(db().schedules.length);
    const emily = await list({ teacherUserId: userId('emily') }, admin);
    expect(emily.total).toBeGreaterThan(0);
    expect(emily.rows.every((r) => r.teacherUserId === userId('emily'))).toBe(true);
  });

  it('refuses a user without the schedule permission', async () => {
    const leader = await login('leader');
    expect((await list({}, leader)).code).toBe(403);
  });
});

describe('planning a lesson', () => {
  it('creates a weekly series up to the repeat date, all in one series', async () => {
    const reply = await plan(lessonBody({ repeatUntil: addDays(FREE_DAY, 21) }));
    expect(reply.code).toBe(200);
    expect(reply.data.map((r) => r.date)).toEqual([0, 7, 14, 21].map((d) => addDays(FREE_DAY, d)));
    expect(new Set(reply.data.map((r) => r.seriesId)).size).toBe(1);
    expect(reply.data[0]).toMatchObject({ seriesCount: 4, seriesEnd: addDays(FREE_DAY, 21), place: 'A101' });
  });

  it('refuses an end before the start, and another teacher’s class or course (403)', async () => {
    expect((await plan(lessonBody({ startTime: '10:00', endTime: '09:00' }))).msg).toBe('结束时间必须晚于开始时间');
    expect((await plan(lessonBody({ startTime: '10:00', endTime: '10:00' }), 'en')).msg).toBe(
      'The end time must be after the start time',
    );
    const foreign = ownOf('emily');
    const byClass = await plan(lessonBody({ classId: foreign.classId }));
    expect(byClass.code).toBe(403);
    expect(byClass.msg).toBe('只能为自己任教的班级排课');
    const byCourse = await plan(lessonBody({ courseId: 999_999 }));
    expect(byCourse.msg).toBe('课程不存在');
  });

  it('refuses a clash with the same teacher, naming the class, course, date and time; back to back is fine', async () => {
    expect((await plan(lessonBody())).code).toBe(200);
    const clash = await plan(lessonBody({ startTime: '09:30', endTime: '10:15' }));
    expect(clash.code).toBe(500);
    const first = db().schedules.at(-1);
    const klass = db().classes.find((c) => c.classId === first?.classId);
    const course = db().courses.find((c) => c.courseId === first?.courseId);
    expect(clash.msg).toBe(`时间冲突：该教师已有课程 ${klass?.className} · ${course?.title} · ${FREE_DAY} 09:00-09:45`);
    const en = await plan(lessonBody({ startTime: '09:30', endTime: '10:15' }), 'en');
    expect(en.msg).toContain(`Time clash: the teacher already has a lesson`);
    expect(en.msg).toContain(`${FREE_DAY} 09:00-09:45`);
    expect((await plan(lessonBody({ startTime: '09:45', endTime: '10:30' }))).code).toBe(200);
  });

  it('refuses a clash of the same class with another teacher', async () => {
    const shared = db().classes.find((c) => c.teacherIds.includes(userId('teacher')) && c.teacherIds.length > 1);
    const otherTeacher = shared?.teacherIds.find((id) => id !== userId('teacher'));
    if (!shared || !otherTeacher) {
      // the seed gives no class two teachers: make one share it, as the class-teacher screen would
      const klass = db().classes.find((c) => c.classId === ownOf('teacher').classId);
      klass?.teacherIds.push(userId('multi'));
    }
    const classId = shared?.classId ?? ownOf('teacher').classId;
    expect((await plan(lessonBody({ classId }))).code).toBe(200);
    const multi = await login('multi');
    const courseId = [...teacherCourseIds(userId('multi'))][0];
    const reply = await plan({ ...lessonBody({ classId, courseId }) }, 'zh', multi);
    expect(reply.msg).toMatch(/^时间冲突：该班级已有课程/);
  });
});

describe('changing and deleting', () => {
  const seriesOf = async () => (await plan(lessonBody({ repeatUntil: addDays(FREE_DAY, 28) }))).data;
  const edit = (body: object) => call<Lesson>('/user/schedule', { method: 'PUT', token, body });

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
    const [a] = (await plan(lessonBody())).data;
    const [b] = (await plan(lessonBody({ startTime: '11:00', endTime: '11:45' }))).data;
    const move = (body: object) => call<Lesson>('/user/schedule/move', { method: 'PUT', token, body });
    const refused = await move({ scheduleId: b.scheduleId, date: FREE_DAY, startTime: '09:15', endTime: '10:00' });
    expect(refused.msg).toMatch(/^时间冲突/);
    expect(db().schedules.find((s) => s.scheduleId === b.scheduleId)?.startTime).toBe('11:00');
    const next = addDays(FREE_DAY, 1);
    const moved = await move({ scheduleId: a.scheduleId, date: next, startTime: '09:00', endTime: '10:30' });
    expect(moved.data).toMatchObject({ date: next, startTime: '09:00', endTime: '10:30' });
  });

  it('deletes one occurrence, or this and the following ones of its series', async () => {
    const rows = await seriesOf();
    const remove = (id: number, scope = 'one') =>
      call(`/user/schedule/${id}`, { method: 'DELETE', token, query: { scope } });
    expect((await remove(rows[1].scheduleId)).code).toBe(200);
    expect((await remove(rows[3].scheduleId, 'series')).code).toBe(200);
    const left = db()
      .schedules.filter((s) => s.seriesId === rows[0].seriesId)
      .map((s) => s.scheduleId);
    expect(left).toEqual([rows[0].scheduleId, rows[2].scheduleId]);
  });

  it('refuses another teacher’s lesson with 403', async () => {
    const emilys = db().schedules.find((s) => s.teacherUserId === userId('emily'));
    const reply = await call(`/user/schedule/${emilys?.scheduleId}`, { token });
    expect(reply.code).toBe(403);
    const gone = await call(`/user/schedule/${emilys?.scheduleId}`, { method: 'DELETE', token });
    expect(gone.code).toBe(403);
  });
});

describe('schedule options', () => {
  it('offers the teacher’s own classes and courses with their lessons', async () => {
    const reply = await call<{ classes: { classId: number }[]; courses: { courseId: number; lessons: unknown[] }[] }>(
      '/user/schedule/options',
      { token },
    );
    expect(reply.data.classes.map((c) => c.classId).sort()).toEqual([...teacherClassIds(userId('teacher'))].sort());
    expect(reply.data.courses.map((c) => c.courseId).sort()).toEqual([...teacherCourseIds(userId('teacher'))].sort());
    expect(reply.data.courses.some((c) => c.lessons.length > 0)).toBe(true);
  });
});

describe('calendar stress seed', () => {
  it('adds 500 lessons to the teacher’s current week, none clashing, once', async () => {
    const { addStressSchedule } = await import('@mock/db/seed/stress-schedule');
    const { findClash } = await import('../../server/areas/schedule/overlap');
    expect(addStressSchedule(db())).toBe(500);
    expect(addStressSchedule(db())).toBe(500);
    const monday = mondayOf();
    const week = db().schedules.filter((s) => s.date >= monday && s.date <= addDays(monday, 6));
    const mine = week.filter((s) => s.teacherUserId === userId('teacher'));
    expect(mine).toHaveLength(500);
    expect(week.filter((s, i) => findClash(s, week.slice(i + 1)))).toEqual([]);
  });
});

describe('an administrator planning', () => {
  it('names the teacher, whose own classes and courses still apply', async () => {
    const admin = await login('admin');
    const missing = await plan(lessonBody(), 'en', admin);
    expect(missing.msg).toBe('Teacher is required');
    const made = await plan({ ...lessonBody(), teacherUserId: userId('teacher') }, 'zh', admin);
    expect(made.code).toBe(200);
    expect(made.data[0].teacherUserId).toBe(userId('teacher'));
    const foreign = await plan({ ...lessonBody(), teacherUserId: userId('emily') }, 'zh', admin);
    expect(foreign.code).toBe(403);
  });
});
