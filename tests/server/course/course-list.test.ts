import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { accountRoutes } from '../../../server/areas/account/routes';
import type { courseRoutes } from '../../../server/areas/course/routes';
import { answer, api } from '../helpers/api';
import { login } from '../helpers/client';
import { db } from '../helpers/harness';
import { TOTAL_CAP } from '../../../server/lib/paging';
import { courseIds, schoolIdsOf } from '../helpers/rows/course-data';

// docs/api.md "Courses": the course list, its filters, its scope per role and its counts.

/** The course list, as `username` (or no session when null) in `lang`. */
const list = async (
  query: Record<string, string | number>,
  username: string | null = 'admin',
  lang: 'zh' | 'en' = 'zh',
) => {
  const token = username === null ? undefined : await login(username);
  return answer(api<typeof courseRoutes>({ token, lang }).admin.course.list.$get({ query }));
};
const info = (token: string, lang: 'zh' | 'en' = 'zh') =>
  answer(api<typeof accountRoutes>({ token, lang }).getInfo.$get());
const ids = async (query: Record<string, string | number>) =>
  (await list({ pageSize: 100, ...query })).rows.map((c) => c.courseId);
/** How many courses match `query`, counted from one page holding them all. */
const matching = async (query: Record<string, string | number>) => (await ids(query)).length;

describe('GET /admin/course/list', () => {
  it('lists a page of courses with the total, RuoYi style', async () => {
    const reply = await list({ pageNum: 1, pageSize: 4 });
    expect(reply).toMatchObject({ code: 200, msg: '操作成功', total: 44 });
    expect(reply.rows.map((c) => c.courseId)).toEqual([1, 2, 3, 4]);
    expect((await list({ pageNum: 11, pageSize: 4 })).rows.map((c) => c.courseId)).toEqual([41, 42, 43, 44]);
  });

  it('counts what a filter matches beside a full page, and answers the last page for one past the end', async () => {
    expect(await list({ status: '0', pageSize: 1 })).toMatchObject({ total: await matching({ status: '0' }) });
    const science = await matching({ disciplineId: 1 });
    expect(science).toBeGreaterThan(2);
    expect(await list({ disciplineId: 1, pageSize: 2, pageNum: 1 })).toMatchObject({ total: science });
    const past = await list({ pageNum: 20, pageSize: 4 });
    expect(past).toMatchObject({ total: 44 });
    expect(past.rows.map((c) => c.courseId)).toEqual([41, 42, 43, 44]);
  });

  it('filters by title in either language, ignoring case', async () => {
    expect((await list({ title: '电路' })).rows.map((c) => c.titleEn)).toEqual(['Into the World of Circuits']);
    expect((await list({ title: 'circuits' })).rows.map((c) => c.title)).toEqual(['走进电路世界']);
    expect((await list({ title: '  python ' })).rows.map((c) => c.courseId)).toEqual([2]);
    expect(await list({ title: 'no such course' })).toMatchObject({ code: 200, rows: [], total: 0 });
  });

  it('filters by discipline, subject, status and a grade the range covers', async () => {
    const byDiscipline = await ids({ disciplineId: 6 });
    expect(byDiscipline).toEqual(await courseIds({ disciplineId: 6 }));
    expect(byDiscipline.length).toBeGreaterThan(1);
    expect(await ids({ subjectId: 5 })).toEqual([4, 23, 24]);
    expect(await ids({ status: '1' })).toEqual([18, 31]);
    // course 1 covers grades 4 to 6: in for 4 and 6, out for 3 and 7
    expect(await ids({ grade: 4 })).toContain(1);
    expect(await ids({ grade: 6 })).toContain(1);
    expect(await ids({ grade: 3 })).not.toContain(1);
    expect(await ids({ grade: 7 })).not.toContain(1);
    expect(await ids({ grade: 12, subjectId: 5 })).toEqual([24]);
    expect(await list({ grade: 13 })).toMatchObject({ code: 500, msg: '年级必须介于 1 和 12 之间' });
    expect(await list({ status: '2' }, 'admin', 'en')).toMatchObject({
      code: 500,
      msg: 'Status must be one of: 0, 1',
      kind: 'invalid',
    });
  });

  it('counts lessons, schools and feedback per course, and names the subject', async () => {
    const [first] = (await list({ title: '走进电路世界' }, 'admin', 'en')).rows;
    const schoolsOf = async (courseId: number) => (await schoolIdsOf(courseId)).length;
    expect(first).toMatchObject({ lessonCount: 8, feedbackCount: 3, subjectNameEn: 'Physics' });
    expect(first.schoolCount).toBe(await schoolsOf(first.courseId));
    expect(first.schoolCount).toBeGreaterThanOrEqual(3);
    const [python] = (await list({ title: 'python' })).rows;
    expect(python).toMatchObject({ lessonCount: 12, feedbackCount: 3 });
    expect(python.schoolCount).toBe(await schoolsOf(python.courseId));
  });

  it("counts only the principal's school's feedback for a principal", async () => {
    const [python] = (await list({ title: 'python' }, 'principal')).rows;
    expect(python.feedbackCount).toBe(0);
    const [circuits] = (await list({ title: '电路' }, 'principal')).rows;
    expect(circuits.feedbackCount).toBe(2);
  });

  it('needs admin:course:list: a principal may list, a teacher may not', async () => {
    expect((await list({ title: '机器人' }, 'principal')).rows.map((c) => c.courseId)).toEqual([4, 23, 24]);
    expect(await list({}, 'teacher', 'en')).toEqual({
      code: 403,
      msg: 'No permission, please contact the administrator',
      kind: 'forbidden',
    });
    expect((await list({}, null)).code).toBe(401);
  });

  it('answers each row as the course record of docs/api.md, with its schools', async () => {
    const [first] = (await list({ pageSize: 1 })).rows as unknown as Array<Record<string, unknown>>;
    expect(first).toMatchObject({
      courseId: 1,
      schoolIds: await schoolIdsOf(1),
      createBy: 'leader',
      updateTime: '',
      disciplineName: '科学',
    });
    expect(String(first.createTime)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('sorts by a row field and refuses any other', async () => {
    const byLessons = (await list({ pageSize: 100, orderByColumn: 'lessonCount', isAsc: 'desc' })).rows;
    const counts = byLessons.map((c) => c.lessonCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(await list({ orderByColumn: 'nope' }, 'admin', 'en')).toEqual({
      code: 500,
      msg: 'Sorting by nope is not supported',
      kind: 'invalid',
    });
  });
});

describe('GET /getInfo user.roles', () => {
  it('lists every role the user holds in the request language, beside the active role key', async () => {
    const token = await login('multi');
    const zh = await info(token);
    expect(zh.data.user.roles).toEqual([
      { roleId: 4, roleName: '教师', roleKey: 'teacher' },
      { roleId: 5, roleName: '学科负责人', roleKey: 'discipline_leader' },
    ]);
    expect(zh.data.roles).toEqual(['teacher']);
    const en = await info(token, 'en');
    expect(en.data.user.roles.map((r) => r.roleName)).toEqual(['Teacher', 'Discipline leader']);
  });

  it('holds one role for a single-role user', async () => {
    const admin = await info(await login('admin'));
    expect(admin.data.user.roles).toEqual([{ roleId: 1, roleName: '超级管理员', roleKey: 'admin' }]);
  });
});

describe('GET /admin/course/list past the count cap', () => {
  afterAll(() => db().execute(sql`delete from course where title like 'bulk %'`));

  it('counts up to the cap, then serves any page asked for', async () => {
    // the 44 seeded courses and as many again as the cap
    await db().execute(sql`
      insert into course (title, description, grade_start, grade_end, class_hours, discipline_id, subject_id)
      select 'bulk ' || i, '', 1, 3, 4, s.discipline_id, s.subject_id
      from generate_series(1, ${TOTAL_CAP}) as i, (select discipline_id, subject_id from course_subject limit 1) as s`);
    const first = await list({ pageSize: 10 });
    expect(first).toMatchObject({ code: 200, total: TOTAL_CAP, totalCapped: true });
    expect(first.rows.map((c) => c.courseId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // near and past the cap, a page is there; the last page knows the whole total; past it, nothing
    const nearCap = await list({ pageSize: 10, pageNum: TOTAL_CAP / 10 });
    expect(nearCap).toMatchObject({ total: TOTAL_CAP, totalCapped: true });
    expect(nearCap.rows).toHaveLength(10);
    const last = await list({ pageSize: 8, pageNum: Math.ceil((TOTAL_CAP + 44) / 8) });
    // (pages of 8: the last of the TOTAL_CAP + 44 courses is a short page of 4)
    expect(last.rows.map((c) => c.title)).toEqual([3, 2, 1, 0].map((back) => `bulk ${TOTAL_CAP - back}`));
    expect(last).toMatchObject({ total: TOTAL_CAP + 44 });
    expect(last).not.toHaveProperty('totalCapped');
    expect(await list({ pageSize: 10, pageNum: TOTAL_CAP })).toMatchObject({
      rows: [],
      total: TOTAL_CAP,
      totalCapped: true,
    });
    // a filter under the cap is counted exactly
    expect(await list({ title: 'bulk 99', pageSize: 10 })).toMatchObject({ total: 111 });
  });
});
