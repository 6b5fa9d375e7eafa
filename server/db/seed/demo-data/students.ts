import type { ClassRow } from '../rows/business';
import type { ScoreRow, StudentRow } from '../rows/school';
import { seeded } from './audit';

// Every seeded class's students (as many as its studentCount) and their scores in two exams:
// an earlier one shared by all classes and the class's own exam time. Names and scores come from
// a fixed pseudo-random sequence, so every seed is the same.

/** The exam every seeded class sat before its own exam time. */
export const EARLIER_EXAM = '2024-12-20 09:00:00';

const SURNAMES: Array<[string, string]> = [
  ['王', 'Wang'],
  ['李', 'Li'],
  ['张', 'Zhang'],
  ['刘', 'Liu'],
  ['陈', 'Chen'],
  ['杨', 'Yang'],
  ['赵', 'Zhao'],
  ['黄', 'Huang'],
  ['周', 'Zhou'],
  ['吴', 'Wu'],
  ['徐', 'Xu'],
  ['孙', 'Sun'],
  ['胡', 'Hu'],
  ['朱', 'Zhu'],
  ['高', 'Gao'],
  ['林', 'Lin'],
];
const GIVEN: Array<[string, string]> = [
  ['子涵', 'Zihan'],
  ['浩然', 'Haoran'],
  ['欣怡', 'Xinyi'],
  ['宇轩', 'Yuxuan'],
  ['梓萱', 'Zixuan'],
  ['一诺', 'Yinuo'],
  ['俊杰', 'Junjie'],
  ['思彤', 'Sitong'],
  ['明轩', 'Mingxuan'],
  ['雨桐', 'Yutong'],
  ['嘉怡', 'Jiayi'],
  ['天佑', 'Tianyou'],
  ['诗涵', 'Shihan'],
  ['博文', 'Bowen'],
  ['可馨', 'Kexin'],
  ['泽宇', 'Zeyu'],
  ['佳琪', 'Jiaqi'],
  ['睿', 'Rui'],
];

/** A small linear congruential generator: the same numbers on every run. */
function sequence(start: number): () => number {
  let state = start >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** A score around 75 (the mean of three draws spreads it like a bell), 0 to 100. */
const scoreFrom = (next: () => number) =>
  Math.max(0, Math.min(100, Math.round(30 + 90 * ((next() + next() + next()) / 3))));

export interface Roster {
  students: StudentRow[];
  scores: ScoreRow[];
}

/** `count` students for one class, numbered after `firstId`, with scores in both exams. */
export function rosterOf(c: ClassRow, count: number, ids: { student: number; score: number; seq: number }): Roster {
  const next = sequence(c.classId * 7919 + 17);
  const students: StudentRow[] = [];
  const scores: ScoreRow[] = [];
  for (let n = 0; n < count; n++) {
    const [surname, surnameEn] = SURNAMES[Math.floor(next() * SURNAMES.length)];
    const [given, givenEn] = GIVEN[Math.floor(next() * GIVEN.length)];
    const studentId = ids.student + n;
    students.push({
      studentId,
      schoolId: c.schoolId,
      classId: c.classId,
      studentNo: `${2024}${String(c.schoolId).padStart(3, '0')}${String(ids.seq + n).padStart(5, '0')}`,
      name: surname + given,
      nameEn: `${givenEn} ${surnameEn}`,
      sex: next() < 0.5 ? '0' : '1',
      ...seeded(c.createTime, c.createBy),
    });
    for (const examTime of [EARLIER_EXAM, c.examTime]) {
      scores.push({
        scoreId: ids.score + scores.length,
        studentId,
        classId: c.classId,
        examTime,
        score: scoreFrom(next),
      });
    }
  }
  return { students, scores };
}

/** The students and scores of every class; student numbers run on within each school. */
export function seedRosters(classes: readonly ClassRow[]): Roster {
  const students: StudentRow[] = [];
  const scores: ScoreRow[] = [];
  const perSchool = new Map<number, number>();
  for (const c of classes) {
    const seq = (perSchool.get(c.schoolId) ?? 0) + 1;
    const roster = rosterOf(c, c.studentCount, { student: students.length + 1, score: scores.length + 1, seq });
    perSchool.set(c.schoolId, seq + c.studentCount - 1);
    students.push(...roster.students);
    scores.push(...roster.scores);
  }
  return { students, scores };
}
