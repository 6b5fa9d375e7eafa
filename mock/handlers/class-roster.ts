import { http } from 'msw';
import { examTimesOf, PASS_MARK, scoreBands, scoreStats } from '../db/class-scores';
import { findClass } from '../db/classes';
import type { StudentRow } from '../db/school-types';
import { db } from '../db/store';
import { readJson, type Body } from '../lib/body';
import { formatTime } from '../lib/clock';
import { nextId } from '../lib/ids';
import type { Lang } from '../lib/lang';
import { localize } from '../lib/localize';
import { contains, paginate, param, queryOf } from '../lib/query';
import { bad, ok, okList } from '../lib/reply';
import { withAuth } from '../lib/route';
import { field, idParam } from '../lib/validate';
import { ADMIN_CLASS_AREA, type ClassArea } from './class';

// A class's students and scores (docs/api.md "Classes, students and scores"): the roster with
// each student's score in one exam, the exam's statistics, and the two imports. An import checks
// every row before it saves anything: one bad row refuses the whole call, naming the rows.

const CLASS_ID = field('classId', '班级编号', 'Class id');
const STUDENT_NO = /^[A-Za-z0-9-]{1,20}$/;
const SEXES = ['0', '1', '2'];
/** How many bad rows a refusal names before it says "and N more". */
const NAMED_ROWS = 5;

/** The exam a roster or statistics call is about: the one asked for, else the class's exam time. */
function examOf(q: URLSearchParams, fallback: string): string {
  return param(q, 'examTime') || fallback;
}

const students = (area: ClassArea) =>
  http.get(
    `${area.base}/:classId/students`,
    withAuth(area.perms.query, ({ params, request, lang, user, role }) => {
      const c = findClass(lang, idParam(lang, params.classId, CLASS_ID), user, role);
      const q = queryOf(request);
      const examTime = examOf(q, c.examTime);
      const data = db();
      const scores = new Map(
        data.scores
          .filter((s) => s.classId === c.classId && s.examTime === examTime)
          .map((s) => [s.studentId, s.score]),
      );
      const keyword = param(q, 'keyword');
      const scoreOf = (s: StudentRow) => scores.get(s.studentId) ?? null;
      // student numbers are ASCII: a plain comparison sorts them, several times faster than localeCompare
      const rows = data.students
        .filter((s) => s.classId === c.classId && contains(keyword, s.studentNo, s.name, s.nameEn))
        .sort((a, b) => (a.studentNo < b.studentNo ? -1 : a.studentNo > b.studentNo ? 1 : 0));
      // a class holds thousands of students and a page twenty: only a score sort needs every score
      const sortable = param(q, 'orderByColumn') === 'score' ? rows.map((s) => ({ ...s, score: scoreOf(s) })) : rows;
      const page = paginate(lang, q, sortable);
      return okList(lang, {
        total: page.total,
        rows: page.rows.map((s) => ({ ...localize(s, lang, ['name']), score: scoreOf(s) })),
      });
    }),
  );

const scores = (area: ClassArea) =>
  http.get(
    `${area.base}/:classId/scores`,
    withAuth(area.perms.query, ({ params, request, lang, user, role }) => {
      const c = findClass(lang, idParam(lang, params.classId, CLASS_ID), user, role);
      const examTime = examOf(queryOf(request), c.examTime);
      const own = db().scores.filter((s) => s.classId === c.classId);
      const values = own.filter((s) => s.examTime === examTime).map((s) => s.score);
      const exams = examTimesOf(own, c.classId);
      return ok(lang, {
        examTime,
        exams: exams.includes(c.examTime) ? exams : [c.examTime, ...exams],
        passMark: PASS_MARK,
        stats: scoreStats(values),
        bands: scoreBands(values),
      });
    }),
  );

/** The student numbers the import dialog checks against: this class's and the school's others. */
const rosterKeys = (area: ClassArea) =>
  http.get(
    `${area.base}/:classId/roster-keys`,
    withAuth(area.perms.query, ({ params, lang, user, role }) => {
      const c = findClass(lang, idParam(lang, params.classId, CLASS_ID), user, role);
      const school = db().students.filter((s) => s.schoolId === c.schoolId);
      return ok(lang, {
        classNos: school.filter((s) => s.classId === c.classId).map((s) => s.studentNo),
        otherNos: school.filter((s) => s.classId !== c.classId).map((s) => s.studentNo),
      });
    }),
  );

interface Refusal {
  index: number;
  problems: string[];
}

/** Refuses the import when a row has problems, naming the first few rows and their problems. */
function refuse(lang: Lang, wrong: Refusal[]): void {
  if (!wrong.length) return;
  const named = wrong.slice(0, NAMED_ROWS);
  const more = wrong.length - named.length;
  const zh = named.map((r) => `第 ${r.index + 1} 条：${r.problems.join('，')}`).join('；');
  const en = named.map((r) => `record ${r.index + 1}: ${r.problems.join(', ')}`).join('; ');
  bad(
    lang,
    `导入失败，未导入任何数据。${zh}${more ? `；另有 ${more} 条有误` : ''}`,
    `Nothing was imported. ${en}${more ? `; ${more} more records have problems` : ''}`,
  );
}

/** The rows of an import and the file they came from; no rows at all is refused. */
function readImport(lang: Lang, body: Body): { fileName: string; rows: Body[] } {
  const rows = body.rows;
  if (!Array.isArray(rows) || !rows.length) bad(lang, '没有可导入的数据', 'There is nothing to import');
  if (rows.some((r) => !r || typeof r !== 'object' || Array.isArray(r)))
    bad(lang, '导入数据格式不正确', 'The import data has an invalid format');
  const fileName = typeof body.fileName === 'string' ? body.fileName.trim().slice(0, 200) : '';
  if (!fileName) bad(lang, '导入文件名不能为空', 'The file name is required');
  return { fileName, rows: rows as Body[] };
}

const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');

/** Each problem of a student row, in the request language; `seen` holds the file's numbers so far. */
function studentProblems(lang: Lang, row: Body, seen: Set<string>, elsewhere: Set<string>): string[] {
  const say = (zh: string, en: string) => (lang === 'en' ? en : zh);
  const problems: string[] = [];
  const no = str(row.studentNo);
  const name = str(row.name);
  if (!no) problems.push(say('学号不能为空', 'Student number is required'));
  else if (!STUDENT_NO.test(no))
    problems.push(say('学号只能是 1 到 20 位字母、数字或 -', 'Student number must be 1 to 20 letters, digits or -'));
  else if (seen.has(no)) problems.push(say(`学号 ${no} 重复`, `Student number ${no} appears twice`));
  else if (elsewhere.has(no))
    problems.push(say(`学号 ${no} 已属于本校其他班级`, `Student number ${no} belongs to another class of this school`));
  if (!name) problems.push(say('姓名不能为空', 'Name is required'));
  else if (name.length > 30) problems.push(say('姓名不能超过 30 个字符', 'Name must be at most 30 characters'));
  if (str(row.nameEn).length > 60)
    problems.push(say('英文姓名不能超过 60 个字符', 'English name must be at most 60 characters'));
  const sex = str(row.sex);
  if (sex && !SEXES.includes(sex)) problems.push(say('性别的值无效', 'Gender has an invalid value'));
  seen.add(no);
  return problems;
}

const importStudents = (area: ClassArea) =>
  http.post(
    `${area.base}/:classId/students/import`,
    withAuth(area.perms.import, async ({ params, request, lang, user, role }) => {
      const c = findClass(lang, idParam(lang, params.classId, CLASS_ID), user, role);
      const { fileName, rows } = readImport(lang, await readJson(request));
      const data = db();
      const elsewhere = new Set(
        data.students.filter((s) => s.schoolId === c.schoolId && s.classId !== c.classId).map((s) => s.studentNo),
      );
      const seen = new Set<string>();
      refuse(
        lang,
        rows
          .map((row, index) => ({ index, problems: studentProblems(lang, row, seen, elsewhere) }))
          .filter((r) => r.problems.length),
      );
      const stamp = formatTime();
      const mine = new Map(data.students.filter((s) => s.classId === c.classId).map((s) => [s.studentNo, s]));
      let created = 0;
      let studentId = nextId(data.students, 'studentId');
      for (const row of rows) {
        const values = {
          name: str(row.name),
          nameEn: str(row.nameEn),
          sex: (str(row.sex) || '2') as StudentRow['sex'],
        };
        const existing = mine.get(str(row.studentNo));
        if (existing) {
          Object.assign(existing, values, { updateBy: user.userName, updateTime: stamp });
          continue;
        }
        created += 1;
        data.students.push({
          ...values,
          studentId: studentId++,
          schoolId: c.schoolId,
          classId: c.classId,
          studentNo: str(row.studentNo),
          createBy: user.userName,
          createTime: stamp,
          updateBy: '',
          updateTime: '',
          remark: '',
        });
      }
      Object.assign(c, {
        studentFile: fileName,
        studentCount: data.students.filter((s) => s.classId === c.classId).length,
        updateBy: user.userName,
        updateTime: stamp,
      });
      return ok(lang, { created, updated: rows.length - created });
    }),
  );

/** Each problem of a score row; a score is 0 to 100 with at most one decimal. */
function scoreProblems(lang: Lang, row: Body, seen: Set<string>, roster: Set<string>): string[] {
  const say = (zh: string, en: string) => (lang === 'en' ? en : zh);
  const problems: string[] = [];
  const no = str(row.studentNo);
  if (!no) problems.push(say('学号不能为空', 'Student number is required'));
  else if (seen.has(no)) problems.push(say(`学号 ${no} 重复`, `Student number ${no} appears twice`));
  else if (!roster.has(no)) problems.push(say(`学号 ${no} 不是本班学生`, `Student number ${no} is not in this class`));
  seen.add(no);
  const score = str(row.score);
  if (!score) problems.push(say('成绩不能为空', 'Score is required'));
  else if (!/^\d{1,3}(\.\d)?$/.test(score) || Number(score) > 100)
    problems.push(
      say('成绩必须是 0 到 100 的数字，最多一位小数', 'Score must be a number from 0 to 100 with at most one decimal'),
    );
  return problems;
}

const importScores = (area: ClassArea) =>
  http.post(
    `${area.base}/:classId/scores/import`,
    withAuth(area.perms.import, async ({ params, request, lang, user, role }) => {
      const c = findClass(lang, idParam(lang, params.classId, CLASS_ID), user, role);
      const { fileName, rows } = readImport(lang, await readJson(request));
      const data = db();
      const roster = new Map(data.students.filter((s) => s.classId === c.classId).map((s) => [s.studentNo, s]));
      const seen = new Set<string>();
      const numbers = new Set(roster.keys());
      refuse(
        lang,
        rows
          .map((row, index) => ({ index, problems: scoreProblems(lang, row, seen, numbers) }))
          .filter((r) => r.problems.length),
      );
      const existing = new Map(
        data.scores.filter((s) => s.classId === c.classId && s.examTime === c.examTime).map((s) => [s.studentId, s]),
      );
      let scoreId = nextId(data.scores, 'scoreId');
      for (const row of rows) {
        const student = roster.get(str(row.studentNo));
        if (!student) continue;
        const score = Number(str(row.score));
        const known = existing.get(student.studentId);
        if (known) known.score = score;
        else
          data.scores.push({
            scoreId: scoreId++,
            studentId: student.studentId,
            classId: c.classId,
            examTime: c.examTime,
            score,
          });
      }
      Object.assign(c, { scoreFile: fileName, updateBy: user.userName, updateTime: formatTime() });
      return ok(lang, { count: rows.length, examTime: c.examTime });
    }),
  );

/** A class's roster calls in one area (docs/api.md: the admin's and the school members'). */
export const classRosterCalls = (area: ClassArea) => [
  students(area),
  scores(area),
  rosterKeys(area),
  importStudents(area),
  importScores(area),
];

export const classRosterHandlers = classRosterCalls(ADMIN_CLASS_AREA);
