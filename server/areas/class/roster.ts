import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { PASS_MARK } from './pass-mark';
import { classes, scores, students } from '../../db/schema';
import { proposed } from '../../lib/upsert';
import type { Db } from '../../db/types';
import { localize } from '../../lib/bilingual';
import type { Clock } from '../../lib/clock';
import type { Auth } from '../../lib/context';
import type { Lang } from '../../lib/lang';
import { containsText, countRows, param, type Query, sortedPage } from '../../lib/paging';
import { answered, updatedBy } from '../../lib/records';
import { findClass } from './records';
import type { RosterImport } from './schema';
import { refuseBadRows, scoreProblems, studentProblems, str } from './import-rows';

// A class's students and scores (docs/api.md "Classes, students and scores"): the roster with
// each student's score in one exam, the exam's statistics, the numbers the import dialog checks
// and the two imports. A class holds thousands of students: the roster pages, sorts and counts
// in SQL, the statistics are aggregates, and the imports read only the numbers their file names.

/** The exam a roster or statistics call is about: the one asked for (./schema.ts checks its form), else the class's exam time. */
function examOf(q: Query, fallback: string): string {
  return param(q, 'examTime') || fallback;
}

export async function classStudents(db: Db, auth: Auth, lang: Lang, classId: number, q: Query) {
  const c = await findClass(db, auth, classId);
  const examTime = examOf(q, c.examTime);
  const where = and(
    eq(students.classId, c.classId),
    containsText(param(q, 'keyword'), students.studentNo, students.name, students.nameEn),
  );
  const score = sql<number | null>`${scores.score}`;
  const page = await sortedPage(
    q,
    countRows(db, students, where),
    db
      .select({ student: students, score })
      .from(students)
      .leftJoin(scores, and(eq(scores.studentId, students.studentId), eq(scores.examTime, examTime)))
      .where(where)
      .$dynamic(),
    {
      studentNo: students.studentNo,
      name: students.name,
      nameEn: students.nameEn,
      sex: students.sex,
      // a student without a score sorts below every score
      score: sql`coalesce(${scores.score}, -1)`,
      createTime: students.createTime,
    },
    asc(students.studentNo),
  );
  return {
    ...page,
    rows: page.rows.map((r) => ({
      ...localize(answered(r.student), lang, ['name']),
      score: r.score === null ? null : Number(r.score),
    })),
  };
}

const oneDecimal = (n: number | string | null) => (n === null ? null : Math.round(Number(n) * 10) / 10);

/** The statistics and the ten-point bands of one exam, aggregated in SQL. */
export async function classScores(db: Db, auth: Auth, classId: number, q: Query) {
  const c = await findClass(db, auth, classId);
  const examTime = examOf(q, c.examTime);
  const ofExam = and(eq(scores.classId, c.classId), eq(scores.examTime, examTime));
  const [stats] = await db
    .select({
      count: sql<number>`count(*)::int`,
      mean: sql<string | null>`avg(${scores.score})`,
      median: sql<string | null>`percentile_cont(0.5) within group (order by ${scores.score})`,
      highest: sql<string | null>`max(${scores.score})`,
      lowest: sql<string | null>`min(${scores.score})`,
      passed: sql<number>`(count(*) filter (where ${scores.score} >= ${PASS_MARK}))::int`,
    })
    .from(scores)
    .where(ofExam);
  const band = sql<number>`least(floor(${scores.score} / 10), 9)::int`;
  const bandRows = await db
    .select({ band, n: sql<number>`count(*)::int` })
    .from(scores)
    .where(ofExam)
    .groupBy(band);
  const examRows = await db
    .selectDistinct({ examTime: scores.examTime })
    .from(scores)
    .where(eq(scores.classId, c.classId))
    .orderBy(desc(scores.examTime));
  const exams = examRows.map((e) => e.examTime);
  const n = stats.count;
  return {
    examTime,
    exams: exams.includes(c.examTime) ? exams : [c.examTime, ...exams],
    passMark: PASS_MARK,
    stats: {
      count: n,
      mean: n ? oneDecimal(stats.mean) : null,
      median: n ? oneDecimal(stats.median) : null,
      highest: n ? Number(stats.highest) : null,
      lowest: n ? Number(stats.lowest) : null,
      passRate: n ? oneDecimal((100 * stats.passed) / n) : null,
    },
    bands: Array.from({ length: 10 }, (_, i) => ({
      min: i * 10,
      max: i === 9 ? 100 : i * 10 + 9,
      count: bandRows.find((b) => b.band === i)?.n ?? 0,
    })),
  };
}

/** The student numbers of this class and of the school's other classes, for the import dialog. */
export async function rosterKeys(db: Db, auth: Auth, classId: number) {
  const c = await findClass(db, auth, classId);
  const rows = await db
    .select({ studentNo: students.studentNo, classId: students.classId })
    .from(students)
    .where(eq(students.schoolId, c.schoolId))
    .orderBy(asc(students.studentNo));
  return {
    classNos: rows.filter((r) => r.classId === c.classId).map((r) => r.studentNo),
    otherNos: rows.filter((r) => r.classId !== c.classId).map((r) => r.studentNo),
  };
}

/** Rows in slices that stay under the statement parameter limit. */
const slices = <T>(rows: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));

/** Creates the students whose number is new and updates this class's known ones, all or nothing. */
export async function importStudents(db: Db, clock: Clock, auth: Auth, classId: number, input: RosterImport) {
  const c = await findClass(db, auth, classId);
  const { fileName, rows } = input;
  const numbers = [...new Set(rows.map((r) => str(r.studentNo)).filter(Boolean))];
  const known = numbers.length
    ? await db
        .select({ studentNo: students.studentNo, classId: students.classId })
        .from(students)
        .where(and(eq(students.schoolId, c.schoolId), inArray(students.studentNo, numbers)))
    : [];
  const elsewhere = new Set(known.filter((k) => k.classId !== c.classId).map((k) => k.studentNo));
  const mine = new Set(known.filter((k) => k.classId === c.classId).map((k) => k.studentNo));
  const seen = new Set<string>();
  refuseBadRows(rows.map((row) => studentProblems(row, seen, elsewhere)));
  const stamp = updatedBy(auth, clock);
  const values = rows.map((row) => ({
    schoolId: c.schoolId,
    classId: c.classId,
    studentNo: str(row.studentNo),
    name: str(row.name),
    nameEn: str(row.nameEn),
    sex: str(row.sex) || '2',
    createBy: stamp.updateBy,
    createTime: stamp.updateTime,
  }));
  await db.transaction(async (tx) => {
    for (const part of slices(values, 500)) {
      await tx
        .insert(students)
        .values(part)
        .onConflictDoUpdate({
          target: [students.schoolId, students.studentNo],
          set: {
            name: proposed(students.name),
            nameEn: proposed(students.nameEn),
            sex: proposed(students.sex),
            updateBy: stamp.updateBy,
            updateTime: stamp.updateTime,
          },
          // a number another class took meanwhile is never moved here
          setWhere: eq(students.classId, c.classId),
        });
    }
    await tx
      .update(classes)
      .set({ studentFile: fileName, ...stamp })
      .where(eq(classes.classId, c.classId));
  });
  const created = values.filter((v) => !mine.has(v.studentNo)).length;
  return { created, updated: values.length - created };
}

/** Records each student's score for the class's exam time (replacing an earlier one), all or nothing. */
export async function importScores(db: Db, clock: Clock, auth: Auth, classId: number, input: RosterImport) {
  const c = await findClass(db, auth, classId);
  const { fileName, rows } = input;
  const numbers = [...new Set(rows.map((r) => str(r.studentNo)).filter(Boolean))];
  const roster = new Map(
    (numbers.length
      ? await db
          .select({ studentNo: students.studentNo, studentId: students.studentId })
          .from(students)
          .where(and(eq(students.classId, c.classId), inArray(students.studentNo, numbers)))
      : []
    ).map((s) => [s.studentNo, s.studentId]),
  );
  const seen = new Set<string>();
  refuseBadRows(rows.map((row) => scoreProblems(row, seen, roster)));
  const values = rows.map((row) => ({
    studentId: roster.get(str(row.studentNo))!,
    classId: c.classId,
    examTime: c.examTime,
    score: Number(str(row.score)),
  }));
  await db.transaction(async (tx) => {
    for (const part of slices(values, 1000)) {
      await tx
        .insert(scores)
        .values(part)
        .onConflictDoUpdate({ target: [scores.studentId, scores.examTime], set: { score: proposed(scores.score) } });
    }
    await tx
      .update(classes)
      .set({ scoreFile: fileName, ...updatedBy(auth, clock) })
      .where(eq(classes.classId, c.classId));
  });
  return { count: rows.length, examTime: c.examTime };
}
