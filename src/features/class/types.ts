import type { RecordForm } from '@contract/input/form';
import type { newClass } from '@contract/schemas/class';

// Wire shapes of the class calls (docs/api.md "Classes, students and scores").

/** A row of `GET /admin/class/list`: `className` in the request language, both originals beside it. */
export interface ClassRecord {
  classId: number;
  schoolId: number;
  schoolName: string;
  className: string;
  classNameZh: string;
  classNameEn: string;
  grade: number;
  teacherIds: number[];
  teacherNames: string[];
  studentCount: number;
  examTime: string;
  /** the name of the last imported student roster, '' before the first import */
  studentFile: string;
  /** the name of the last imported score roster, '' before the first import */
  scoreFile: string;
  createBy: string;
  createTime: string;
  updateBy: string;
  updateTime: string;
}

/** The class dialog's values: the body the server checks (contract/schemas/class.ts). */
export type ClassForm = RecordForm<typeof newClass, 'classId'>;

export interface ClassOptions {
  schools: Array<{ schoolId: number; schoolName: string }>;
  teachers: SchoolTeacher[];
}

/** A student of the class with their score in the exam asked for (null: no score). */
export interface ClassStudent {
  studentId: number;
  studentNo: string;
  name: string;
  nameZh: string;
  nameEn: string;
  sex: '0' | '1' | '2';
  score: number | null;
}

export interface ScoreStats {
  count: number;
  mean: number | null;
  median: number | null;
  highest: number | null;
  lowest: number | null;
  passRate: number | null;
}

export interface ScoreBand {
  min: number;
  max: number;
  count: number;
}

/** `GET /admin/class/{id}/scores`: one exam's statistics and distribution, and the class's exams. */
export interface ClassScores {
  examTime: string;
  exams: string[];
  passMark: number;
  stats: ScoreStats;
  bands: ScoreBand[];
}

export interface RosterKeys {
  /** student numbers already in this class (an import updates them) */
  classNos: string[];
  /** student numbers of the school's other classes (an import may not take them) */
  otherNos: string[];
}

export type RosterKind = 'students' | 'scores';

/** A teacher a class of the school may have. */
export interface SchoolTeacher {
  userId: number;
  name: string;
  schoolId: number;
}

/** A school's new teacher made from the class form, with the users screen's rules. */
export interface NewSchoolTeacher {
  schoolId: number;
  userName: string;
  name: string;
  password: string;
  phonenumber?: string;
}
