import { describe, expect, it } from 'vitest';
import { db } from '@mock/db';
import { call, login } from './client';

// The classes calls: scoping by school, the class rules, and what the seed gives.

interface ClassItem {
  classId: number;
  schoolId: number;
  className: string;
  classNameZh: string;
  teacherNames: string[];
  studentCount: number;
}

const list = async (username: string, query: Record<string, string | number> = {}, lang: 'zh' | 'en' = 'zh') =>
  call<unknown, ClassItem>('/admin/class/list', {
    token: await login(username),
    query: { pageSize: 1000, ...query },
    lang,
  });

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
  it('has at least 150 classes and 3,000 students with scores in at least two exams', () => {
    const data = db();
    expect(data.classes.length).toBeGreaterThanOrEqual(150);
    expect(data.students.length).toBeGreaterThanOrEqual(3000);
    const exams = new Set(data.scores.map((s) => s.examTime));
    expect(exams.size).toBeGreaterThanOrEqual(2);
    // every student has a score in the class's own exam
    const own = new Set(
      data.scores
        .filter((s) => data.classes.find((c) => c.classId === s.classId)?.examTime === s.examTime)
        .map((s) => s.studentId),
    );
    expect(data.students.every((s) => own.has(s.studentId))).toBe(true);
    // student numbers are unique within a school
    const keys = data.students.map((s) => `${s.schoolId}:${s.studentNo}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps the six named classes with their ids', () => {
    expect(
      db()
        .classes.slice(0, 6)
        .map((c) => [c.classId, c.className]),
    ).toEqual([
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
    const mine = db().classes.filter((c) => c.schoolId === 1);
    expect(reply.total).toBe(mine.length);
    expect(reply.rows.every((c) => c.schoolId === 1)).toBe(true);
    // asking for another school's classes gives nothing
    expect((await list('schooladmin', { schoolId: 2 })).total).toBe(0);
  });

  it('gives the administrator every class, filtered by school, name in either language and grade', async () => {
    expect((await list('admin')).total).toBe(db().classes.length);
    expect((await list('admin', { schoolId: 2 })).rows.every((c) => c.schoolId === 2)).toBe(true);
    const byName = await list('admin', { className: 'grade 4 class 1' }, 'en');
    expect(byName.rows.map((c) => c.classId)).toContain(1);
    expect(byName.rows[0].className).toMatch(/Grade 4 Class 1/);
    const grade = await list('admin', { grade: 7 });
    expect(grade.total).toBe(db().classes.filter((c) => c.grade === 7).length);
  });

  it('counts the students from the roster and names the teachers', async () => {
    const first = (await list('admin', { schoolId: 1 })).rows.find((c) => c.classId === 1);
    expect(first?.studentCount).toBe(db().students.filter((s) => s.classId === 1).length);
    expect(first?.teacherNames.length).toBeGreaterThan(0);
  });

  it('refuses the roles without the class screen (business developer, teacher)', async () => {
    expect((await list('bd')).code).toBe(403);
    expect((await list('teacher')).code).toBe(403);
  });
});

describe('one class, its students and scores', () => {
  const otherSchoolClass = () => db().classes.find((c) => c.schoolId !== 1)!;

  it('answers 403 for a class of another school, for every class call', async () => {
    const token = await login('schooladmin');
    const id = otherSchoolClass().classId;
    for (const path of [`/admin/class/${id}`, `/admin/class/${id}/students`, `/admin/class/${id}/scores`]) {
      expect((await call(path, { token })).code, path).toBe(403);
    }
    const body = { fileName: 'x.xlsx', rows: [{ studentNo: 'A1', name: '甲' }] };
    expect((await call(`/admin/class/${id}/students/import`, { token, method: 'POST', body })).code).toBe(403);
    expect((await call(`/admin/class/${id}`, { token, method: 'DELETE' })).code).toBe(403);
    expect(db().classes.some((c) => c.classId === id)).toBe(true);
  });

  it('gives the statistics and distribution of the class exam', async () => {
    const token = await login('admin');
    const reply = await call<{
      examTime: string;
      exams: string[];
      passMark: number;
      stats: { count: number; mean: number; median: number; highest: number; lowest: number; passRate: number };
      bands: Array<{ min: number; max: number; count: number }>;
    }>('/admin/class/1/scores', { token });
    const values = db()
      .scores.filter((s) => s.classId === 1 && s.examTime === '2025-01-10 09:00:00')
      .map((s) => s.score)
      .sort((a, b) => a - b);
    expect(reply.data.examTime).toBe('2025-01-10 09:00:00');
    expect(reply.data.exams.length).toBe(2);
    expect(reply.data.passMark).toBe(60);
    expect(reply.data.stats.count).toBe(values.length);
    expect(reply.data.stats.highest).toBe(values.at(-1));
    expect(reply.data.stats.lowest).toBe(values[0]);
    expect(reply.data.bands.reduce((n, b) => n + b.count, 0)).toBe(values.length);
    const passRate = Math.round((1000 * values.filter((v) => v >= 60).length) / values.length) / 10;
    expect(reply.data.stats.passRate).toBe(passRate);
  });
});

describe("a class's students", () => {
  interface Student {
    studentNo: string;
    name: string;
    nameZh: string;
    score: number | null;
  }
  const students = async (query: Record<string, string | number>, lang: 'zh' | 'en' = 'zh') =>
    call<unknown, Student>('/admin/class/1/students', { token: await login('admin'), query, lang });
  const seeded = () => {
    const scores = new Map(
      db()
        .scores.filter((s) => s.classId === 1 && s.examTime === '2025-01-10 09:00:00')
        .map((s) => [s.studentId, s.score]),
    );
    return db()
      .students.filter((s) => s.classId === 1)
      .map((s) => ({ ...s, score: scores.get(s.studentId) ?? null }));
  };

  it('pages them by student number, each with the exam score and the name in the request language', async () => {
    const all = seeded().sort((a, b) => (a.studentNo < b.studentNo ? -1 : 1));
    const second = await students({ pageNum: 2, pageSize: 10 }, 'en');
    expect(second.total).toBe(all.length);
    const wanted = all.slice(10, 20);
    expect(second.rows.map((r) => r.studentNo)).toEqual(wanted.map((s) => s.studentNo));
    expect(second.rows.map((r) => r.score)).toEqual(wanted.map((s) => s.score));
    expect(second.rows.map((r) => r.name)).toEqual(wanted.map((s) => s.nameEn || s.name));
    expect(second.rows.map((r) => r.nameZh)).toEqual(wanted.map((s) => s.name));
  });

  it('sorts the whole class by score, not only the page shown', async () => {
    const best = seeded()
      .map((s) => s.score ?? -1)
      .sort((a, b) => b - a)
      .slice(0, 5);
    const top = await students({ pageSize: 5, orderByColumn: 'score', isAsc: 'descending' });
    expect(top.rows.map((r) => r.score ?? -1)).toEqual(best);
  });
});

describe('class writes', () => {
  it('adds a class at the school admin’s own school and refuses another school with 403', async () => {
    const token = await login('schooladmin');
    const added = await call<{ classId: number; schoolId: number }>('/admin/class', {
      token,
      method: 'POST',
      body: validClass({ schoolId: undefined }),
    });
    expect(added.code).toBe(200);
    expect(added.data.schoolId).toBe(1);
    const other = await call('/admin/class', {
      token,
      method: 'POST',
      body: validClass({ schoolId: 2, teacherIds: [9] }),
    });
    expect(other.code).toBe(403);
  });

  it('checks every rule with a message in the request language', async () => {
    const token = await login('admin');
    const post = (body: Record<string, unknown>, lang: 'zh' | 'en' = 'zh') =>
      call('/admin/class', { token, method: 'POST', body, lang });
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

  it('deletes a class with its students and scores', async () => {
    const token = await login('admin');
    expect((await call('/admin/class/2', { token, method: 'DELETE' })).code).toBe(200);
    const data = db();
    expect(data.classes.some((c) => c.classId === 2)).toBe(false);
    expect(data.students.some((s) => s.classId === 2)).toBe(false);
    expect(data.scores.some((s) => s.classId === 2)).toBe(false);
  });
});

describe('roster and score imports', () => {
  const importStudents = async (rows: unknown[], lang: 'zh' | 'en' = 'zh') =>
    call<{ created: number; updated: number }>('/admin/class/1/students/import', {
      token: await login('schooladmin'),
      method: 'POST',
      body: { fileName: 'roster.xlsx', rows },
      lang,
    });

  it('creates new students and updates known ones by student number', async () => {
    const known = db().students.find((s) => s.classId === 1)!;
    const before = db().students.length;
    const reply = await importStudents([
      { studentNo: known.studentNo, name: '改名', sex: '1' },
      { studentNo: 'NEW-001', name: '新同学', nameEn: 'New Pupil', sex: '0' },
    ]);
    expect(reply).toMatchObject({ code: 200, data: { created: 1, updated: 1 } });
    expect(db().students.length).toBe(before + 1);
    expect(db().students.find((s) => s.studentId === known.studentId)?.name).toBe('改名');
    expect(db().classes.find((c) => c.classId === 1)?.studentFile).toBe('roster.xlsx');
  });

  it('imports nothing when a row is bad, naming the rows', async () => {
    const before = db().students.length;
    const taken = db().students.find((s) => s.schoolId === 1 && s.classId !== 1)!;
    const reply = await importStudents([
      { studentNo: 'NEW-002', name: '好行' },
      { studentNo: '', name: '缺学号' },
      { studentNo: taken.studentNo, name: '别班' },
    ]);
    expect(reply.code).toBe(500);
    expect(reply.msg).toContain('未导入任何数据');
    expect(reply.msg).toContain('第 2 条：学号不能为空');
    expect(reply.msg).toContain(`第 3 条：学号 ${taken.studentNo} 已属于本校其他班级`);
    expect(db().students.length).toBe(before);
    const en = await importStudents([{ studentNo: 'X', name: '' }], 'en');
    expect(en.msg).toBe('Nothing was imported. record 1: Name is required');
    expect((await importStudents([])).msg).toBe('没有可导入的数据');
  });

  it('records scores for the class exam time, and refuses students of other classes', async () => {
    const token = await login('schooladmin');
    const mine = db().students.filter((s) => s.classId === 1);
    const post = (rows: unknown[]) =>
      call('/admin/class/1/scores/import', { token, method: 'POST', body: { fileName: 'scores.csv', rows } });
    const refused = await post([
      { studentNo: mine[0].studentNo, score: 88 },
      { studentNo: 'NOPE', score: 70 },
      { studentNo: mine[1].studentNo, score: 101 },
    ]);
    expect(refused.msg).toContain('学号 NOPE 不是本班学生');
    expect(refused.msg).toContain('第 3 条：成绩必须是 0 到 100 的数字');
    const examTime = db().classes.find((c) => c.classId === 1)!.examTime;
    const scoreOf = (studentId: number) =>
      db().scores.find((s) => s.studentId === studentId && s.examTime === examTime)?.score;
    expect(scoreOf(mine[0].studentId)).not.toBe(88.5);
    expect((await post([{ studentNo: mine[0].studentNo, score: '88.5' }])).code).toBe(200);
    expect(scoreOf(mine[0].studentId)).toBe(88.5);
    expect(db().classes.find((c) => c.classId === 1)?.scoreFile).toBe('scores.csv');
  });
});

describe('stress seed (bench only)', () => {
  it('adds one class of 3,000 students scored in two exams, with numbers unique in the school, once', async () => {
    const { addStressClass, STRESS_STUDENTS } = await import('@mock/db/seed/stress');
    const data = db();
    const row = addStressClass(data);
    expect(addStressClass(data).classId).toBe(row.classId);
    const students = data.students.filter((s) => s.classId === row.classId);
    expect(students).toHaveLength(STRESS_STUDENTS);
    expect(data.scores.filter((s) => s.classId === row.classId)).toHaveLength(2 * STRESS_STUDENTS);
    const numbers = data.students.filter((s) => s.schoolId === 1).map((s) => s.studentNo);
    expect(new Set(numbers).size).toBe(numbers.length);
    const ids = data.students.map((s) => s.studentId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
