import type { ClassRow } from '../business-types';
import type { MockDb } from '../db-type';
import { seeded } from '../../../server/db/seed/demo-data/audit';
import { rosterOf } from '../../../server/db/seed/demo-data/students';

// A stress seed for the benchmark (scripts/bench/class-roster.mjs), never part of the default
// seed: one more class at school 1 with thousands of students, each scored in two exams. It only
// reads and extends the tables it is given, so the bench can run it on a saved database.

export const STRESS_CLASS_NAME = '压力测试班';
export const STRESS_STUDENTS = 3000;

type Tables = Pick<MockDb, 'classes' | 'students' | 'scores'>;

/** Adds the stress class (once) and returns it. */
export function addStressClass(data: Tables, count = STRESS_STUDENTS): ClassRow {
  const known = data.classes.find((c) => c.className === STRESS_CLASS_NAME);
  if (known) return known;
  const model = data.classes.find((c) => c.schoolId === 1);
  const next = (values: number[]) => values.reduce((max, v) => Math.max(max, v), 0) + 1;
  const row: ClassRow = {
    classId: next(data.classes.map((c) => c.classId)),
    schoolId: 1,
    className: STRESS_CLASS_NAME,
    classNameEn: 'Stress test class',
    grade: model?.grade ?? 4,
    teacherIds: model?.teacherIds ?? [],
    studentCount: count,
    examTime: '2025-06-30 09:00:00',
    studentFile: 'stress-students.xlsx',
    scoreFile: 'stress-scores.xlsx',
    ...seeded('2025-06-01 09:00:00', 'admin'),
  };
  const roster = rosterOf(row, count, {
    student: next(data.students.map((s) => s.studentId)),
    score: next(data.scores.map((s) => s.scoreId)),
    seq: data.students.filter((s) => s.schoolId === 1).length + 1,
  });
  data.classes.push(row);
  data.students.push(...roster.students);
  data.scores.push(...roster.scores);
  return row;
}
