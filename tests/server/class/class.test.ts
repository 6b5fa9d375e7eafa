import { describe, expect, it } from 'vitest';
import type { classRoutes } from '../../../server/areas/class/routes';
import { answer, api } from '../helpers/api';
import { login } from '../helpers/client';
import { classRow, classRows, scoreRows, studentCount, studentRows } from '../helpers/rows/class-data';

// The classes calls (docs/api.md "Classes, students and scores"): scoping by school, the class
// rules, the roster with its scores, the imports and what the seed gives.

/** The class calls, as `token` in `lang`. */
const classes = (token: string, lang: 'zh' | 'en' = 'zh') => api<typeof classRoutes>({ token, lang }).admin.class;

/** One class's calls and the path parameter that names it. */
const ofClass = (token: string, classId: number | string, lang: 'zh' | 'en' = 'zh') => ({
  calls: classes(token, lang)[':classId'],
  param: { classId: String(classId) },
});

const list = async (username: string, query: Record<string, string | number> = {}, lang: 'zh' | 'en' = 'zh') =>
  answer(classes(await login(username), lang).list.$get({ query: { pageSize: 1000, ...query } }));

const validClass = (over: Record<string, unknown> = {}) => ({
  schoolId: 1,
  className: '三年级（9）班',
  classNameEn: 'Grade 3 Class 9',
  grade: 3,
  teacherIds: [4],
  examTime: '2025-07-01 09:00:00',
  ...over,
});

describe('class seed', () => {
  it('has at least 150 classes and 3,000 students with scores in at least two exams', async () => {
    const all = await classRows();
    expect(all.length).toBeGreaterThanOrEqual(150);
    const everyStudent = await studentRows();
    expect(everyStudent.length).toBeGreaterThanOrEqual(3000);
    const everyScore = await scoreRows();
    expect(new Set(everyScore.map((s) => s.examTime)).size).toBeGreaterThanOrEqual(2);
    // every student has a score in the class's own exam
    const examOf = new Map(all.map((c) => [c.classId, c.examTime]));
    const own = new Set(everyScore.filter((s) => examOf.get(s.classId) === s.examTime).map((s) => s.studentId));
    expect(everyStudent.every((s) => own.has(s.studentId))).toBe(true);
    // student numbers are unique within a school
    const keys = everyStudent.map((s) => `${s.schoolId}:${s.studentNo}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps the six named classes with their ids', async () => {
    expect((await classRows()).slice(0, 6).map((c) => [c.classId, c.className])).toEqual([
      [1, '四年级（1）班'],
      [2, '五年级（2）班'],
      [3, '六年级（3）班'],
      [4, '七年级 A 班'],
      [5, '八年级 B 班'],
      [6, '高一国际班'],
    ]);
  });
});

describe('GET /admin/class/list', () => {
  it('gives a school admin only the classes of their own school', async () => {
    const reply = await list('schooladmin');
    expect(reply.code).toBe(200);
    const mine = (await classRows()).filter((c) => c.schoolId === 1);
    expect(reply.total).toBe(mine.length);
    expect(reply.rows.every((c) => c.schoolId === 1)).toBe(true);
    // asking for another school's classes gives nothing
    expect((await list('schooladmin', { schoolId: 2 })).total).toBe(0);
  });

  it('gives the administrator every class, filtered by school, name in either language and grade', async () => {
    const all = await classRows();
    expect((await list('admin')).total).toBe(all.length);
    expect((await list('admin', { schoolId: 2 })).rows.every((c) => c.schoolId === 2)).toBe(true);
    const byName = await list('admin', { className: 'grade 4 class 1' }, 'en');
    expect(byName.rows.map((c) => c.classId)).toContain(1);
    expect(byName.rows[0].className).toMatch(/Grade 4 Class 1/);
    const grade = await list('admin', { grade: 7 });
    expect(grade.total).toBe(all.filter((c) => c.grade === 7).length);
  });

  it('counts the students from the roster and names the teachers', async () => {
    const first = (await list('admin', { schoolId: 1 })).rows.find((c) => c.classId === 1);
    expect(first?.studentCount).toBe((await studentRows(1)).length);
    expect(first?.teacherNames.length).toBeGreaterThan(0);
  });

  it('refuses the roles without the class screen (business developer, teacher)', async () => {
    expect((await list('bd')).code).toBe(403);
    expect((await list('teacher')).code).toBe(403);
  });

  it('offers a school admin their one school and its teachers', async () => {
    const reply = await answer(classes(await login('schooladmin')).options.$get());
    expect(reply.data.schools.map((s) => s.schoolId)).toEqual([1]);
    expect(reply.data.teachers.length).toBeGreaterThan(0);
    expect(reply.data.teachers.every((t) => t.schoolId === 1)).toBe(true);
  });
});

describe('one class, its students and scores', () => {
  const otherSchoolClass = async () => (await classRows()).find((c) => c.schoolId !== 1)!;

  it('answers 403 for a class of another school, for every class call', async () => {
    const token = await login('schooladmin');
    const id = (await otherSchoolClass()).classId;
    const { calls, param } = ofClass(token, id);
    const reads: Array<[string, () => Promise<{ code: number }>]> = [
      [`/admin/class/${id}`, () => answer(calls.$get({ param }))],
      [`/admin/class/${id}/students`, () => answer(calls.students.$get({ param, query: {} }))],
      [`/admin/class/${id}/scores`, () => answer(calls.scores.$get({ param, query: {} }))],
    ];
    for (const [path, read] of reads) {
      expect((await read()).code, path).toBe(403);
    }
    const json = { fileName: 'x.xlsx', rows: [{ studentNo: 'A1', name: '甲' }] };
    expect((await answer(calls.students.import.$post({ param, json }))).code).toBe(403);
    expect((await answer(classes(token)[':classIds'].$delete({ param: { classIds: String(id) } }))).code).toBe(403);
    expect(await classRow(id)).toBeDefined();
  });

  it('gives the statistics and distribution of the class exam', async () => {
    const token = await login('admin');
    const { calls, param } = ofClass(token, 1);
    const reply = await answer(calls.scores.$get({ param, query: {} }));
    const values = (await scoreRows(1, '2025-01-10 09:00:00')).map((s) => s.score).sort((a, b) => a - b);
    expect(reply.data.examTime).toBe('2025-01-10 09:00:00');
    expect(reply.data.exams.length).toBe(2);
    expect(reply.data.passMark).toBe(60);
    expect(reply.data.stats.count).toBe(values.length);
    expect(reply.data.stats.highest).toBe(values.at(-1));
    expect(reply.data.stats.lowest).toBe(values[0]);
    expect(reply.data.bands.reduce((n, b) => n + b.count, 0)).toBe(values.length);
    const passRate = Math.round((1000 * values.filter((v) => v >= 60).length) / values.length) / 10;
    expect(reply.data.stats.passRate).toBe(passRate);
    const middle = Math.floor(values.length / 2);
    const median = values.length % 2 ? values[middle] : (values[middle - 1] + values[middle]) / 2;
    expect(reply.data.stats.median).toBe(Math.round(median * 10) / 10);
  });
});

describe("a class's students", () => {
  const students = async (query: Record<string, string | number>, lang: 'zh' | 'en' = 'zh') => {
    const { calls, param } = ofClass(await login('admin'), 1, lang);
    return answer(calls.students.$get({ param, query }));
  };
  const seeded = async () => {
    const scores = new Map((await scoreRows(1, '2025-01-10 09:00:00')).map((s) => [s.studentId, s.score]));
    return (await studentRows(1)).map((s) => ({ ...s, score: scores.get(s.studentId) ?? null }));
  };

  it('pages them by student number, each with the exam score and the name in the request language', async () => {
    const all = (await seeded()).sort((a, b) => (a.studentNo < b.studentNo ? -1 : 1));
    const second = await students({ pageNum: 2, pageSize: 10 }, 'en');
    expect(second.total).toBe(all.length);
    const wanted = all.slice(10, 20);
    expect(second.rows.map((r) => r.studentNo)).toEqual(wanted.map((s) => s.studentNo));
    expect(second.rows.map((r) => r.score)).toEqual(wanted.map((s) => s.score));
    expect(second.rows.map((r) => r.name)).toEqual(wanted.map((s) => s.nameEn || s.name));
    expect(second.rows.map((r) => r.nameZh)).toEqual(wanted.map((s) => s.name));
  });

  it('sorts the whole class by score, not only the page shown', async () => {
    const best = (await seeded())
      .map((s) => s.score ?? -1)
      .sort((a, b) => b - a)
      .slice(0, 5);
    const top = await students({ pageSize: 5, orderByColumn: 'score', isAsc: 'descending' });
    expect(top.rows.map((r) => r.score ?? -1)).toEqual(best);
  });

  it('finds students by number or either name', async () => {
    const one = (await studentRows(1))[3];
    const byNo = await students({ keyword: one.studentNo });
    expect(byNo.rows.map((r) => r.studentNo)).toEqual([one.studentNo]);
    const byEnglish = await students({ keyword: one.nameEn.toUpperCase() });
    expect(byEnglish.rows.map((r) => r.studentNo)).toContain(one.studentNo);
  });
});

describe('class writes', () => {
  it('adds a class at the school admin’s own school and refuses another school with 403', async () => {
    const token = await login('schooladmin');
    const added = await answer(classes(token).$post({ json: validClass({ schoolId: undefined }) }));
    expect(added.code).toBe(200);
    expect(added.data.schoolId).toBe(1);
    const other = await answer(classes(token).$post({ json: validClass({ schoolId: 2, teacherIds: [9] }) }));
    expect(other.code).toBe(403);
  });

  it('checks every rule with a message in the request language', async () => {
    const token = await login('admin');
    const post = (json: Record<string, unknown>, lang: 'zh' | 'en' = 'zh') =>
      answer(classes(token, lang).$post({ json }));
    expect((await post(validClass({ className: '' }))).msg).toBe('班级名称不能为空');
    expect((await post(validClass({ className: '' }), 'en')).msg).toBe('Class name is required');
    expect((await post(validClass({ teacherIds: [] }))).msg).toBe('教师不能为空');
    expect((await post(validClass({ teacherIds: [9] }))).msg).toBe('所选教师不是该学校的教师');
    expect((await post(validClass({ examTime: '' }), 'en')).msg).toBe('Exam time is required');
    expect((await post(validClass({ examTime: '2025/07/01' }))).msg).toMatch('考试时间格式不正确');
    expect((await post(validClass({ className: '四年级（1）班' }))).msg).toBe('班级“四年级（1）班”在该学校已存在');
    expect((await post(validClass({ schoolId: undefined }))).msg).toBe('学校不能为空');
    expect((await post(validClass())).code).toBe(200);
  });

  it('edits a class and keeps it at its school', async () => {
    const token = await login('admin');
    const put = (json: Record<string, unknown>) => answer(classes(token, 'en').$put({ json }));
    expect((await put(validClass({ classId: 1, schoolId: 2 }))).msg).toBe('A class cannot move to another school');
    expect((await put(validClass({ classId: 1, classNameEn: 'Renamed' }))).code).toBe(200);
    expect((await classRow(1)).classNameEn).toBe('Renamed');
  });

  it('deletes a class with its students and scores', async () => {
    const token = await login('admin');
    expect((await answer(classes(token)[':classIds'].$delete({ param: { classIds: '2' } }))).code).toBe(200);
    expect(await classRow(2)).toBeUndefined();
    expect(await studentRows(2)).toEqual([]);
    expect(await scoreRows(2)).toEqual([]);
  });
});

describe('roster and score imports', () => {
  const importStudents = async (rows: unknown[], lang: 'zh' | 'en' = 'zh') => {
    const { calls, param } = ofClass(await login('schooladmin'), 1, lang);
    return answer(calls.students.import.$post({ param, json: { fileName: 'roster.xlsx', rows } }));
  };

  it('creates new students and updates known ones by student number', async () => {
    const known = (await studentRows(1))[0];
    const before = await studentCount();
    const reply = await importStudents([
      { studentNo: known.studentNo, name: '改名', sex: '1' },
      { studentNo: 'NEW-001', name: '新同学', nameEn: 'New Pupil', sex: '0' },
    ]);
    expect(reply).toMatchObject({ code: 200, data: { created: 1, updated: 1 } });
    expect(await studentCount()).toBe(before + 1);
    expect((await studentRows(1)).find((s) => s.studentId === known.studentId)?.name).toBe('改名');
    expect((await classRow(1)).studentFile).toBe('roster.xlsx');
  });

  it('imports nothing when a row is bad, naming the rows', async () => {
    const before = await studentCount();
    const taken = (await studentRows()).find((s) => s.schoolId === 1 && s.classId !== 1)!;
    const reply = await importStudents([
      { studentNo: 'NEW-002', name: '好行' },
      { studentNo: '', name: '缺学号' },
      { studentNo: taken.studentNo, name: '别班' },
    ]);
    expect(reply.code).toBe(500);
    expect(reply.msg).toContain('未导入任何数据');
    expect(reply.msg).toContain('第 2 条：学号不能为空');
    expect(reply.msg).toContain(`第 3 条：学号 ${taken.studentNo} 已属于本校其他班级`);
    expect(await studentCount()).toBe(before);
    const en = await importStudents([{ studentNo: 'X', name: '' }], 'en');
    expect(en.msg).toBe('Nothing was imported. record 1: Name is required');
    expect((await importStudents([])).msg).toBe('没有可导入的数据');
  });

  it('records scores for the class exam time, and refuses students of other classes', async () => {
    const token = await login('schooladmin');
    const mine = await studentRows(1);
    const { calls, param } = ofClass(token, 1);
    const post = (rows: unknown[]) =>
      answer(calls.scores.import.$post({ param, json: { fileName: 'scores.csv', rows } }));
    const refused = await post([
      { studentNo: mine[0].studentNo, score: 88 },
      { studentNo: 'NOPE', score: 70 },
      { studentNo: mine[1].studentNo, score: 101 },
    ]);
    expect(refused.msg).toContain('学号 NOPE 不是本班学生');
    expect(refused.msg).toContain('第 3 条：成绩必须是 0 到 100 的数字');
    const examTime = (await classRow(1)).examTime;
    const scoreOf = async (studentId: number) =>
      (await scoreRows(1, examTime)).find((s) => s.studentId === studentId)?.score;
    expect(await scoreOf(mine[0].studentId)).not.toBe(88.5);
    expect((await post([{ studentNo: mine[0].studentNo, score: '88.5' }])).code).toBe(200);
    expect(await scoreOf(mine[0].studentId)).toBe(88.5);
    expect((await classRow(1)).scoreFile).toBe('scores.csv');
  });

  it('takes a 3,000-student roster and its scores, then pages, counts and sorts the class in SQL', async () => {
    const token = await login('admin');
    const before = (await studentRows(1)).length;
    const rows = Array.from({ length: 3000 }, (_, i) => ({
      studentNo: `BIG-${String(i).padStart(4, '0')}`,
      name: `学生${i}`,
      nameEn: `Pupil ${i}`,
    }));
    const { calls, param } = ofClass(token, 1);
    const imported = await answer(calls.students.import.$post({ param, json: { fileName: 'big.csv', rows } }));
    expect(imported.data.created).toBe(3000);
    const scores = rows.map((r, i) => ({ studentNo: r.studentNo, score: i % 101 }));
    const scored = await answer(
      calls.scores.import.$post({ param, json: { fileName: 'big-scores.csv', rows: scores } }),
    );
    expect(scored.code).toBe(200);
    const page = await answer(calls.students.$get({ param, query: { keyword: 'BIG-', pageNum: 150, pageSize: 20 } }));
    expect(page.total).toBe(3000);
    expect(page.rows.map((r) => r.studentNo)).toEqual(rows.slice(2980).map((r) => r.studentNo));
    const top = await answer(
      calls.students.$get({ param, query: { pageSize: 3, orderByColumn: 'score', isAsc: 'desc' } }),
    );
    expect(top.rows.map((r) => r.score)).toEqual([100, 100, 100]);
    const all = await answer(classes(token).list.$get({ query: { schoolId: 1, pageSize: 100 } }));
    expect(all.rows.find((c) => c.classId === 1)?.studentCount).toBe(before + 3000);
  });
});
