import type { RecordForm } from '@contract/input/form';
import type { newDiscipline, newLeader, newSubject } from '@contract/schemas/discipline';

/** A discipline (学科) with how many subjects and courses it holds. */
export interface Discipline {
  disciplineId: number;
  disciplineName: string;
  disciplineNameEn: string;
  sort: number;
  subjectCount: number;
  courseCount: number;
  createTime?: string;
}
/** The dialogs' values: the bodies the server checks (contract/schemas/discipline.ts). */
export type DisciplineForm = RecordForm<typeof newDiscipline, 'disciplineId'>;

/** A subject (科目) of a discipline; `disciplineLabel` is its discipline in the request's language. */
export interface Subject {
  subjectId: number;
  disciplineId: number;
  disciplineLabel: string;
  subjectName: string;
  subjectNameEn: string;
  sort: number;
  courseCount: number;
  createTime?: string;
}
export type SubjectForm = RecordForm<typeof newSubject, 'subjectId'>;

/** Who leads which discipline; `disciplineName` is in the request's language. */
export interface DisciplineLeader {
  leaderId: number;
  userId: number;
  userName: string;
  leaderName: string;
  disciplineId: number;
  disciplineName: string;
  createTime?: string;
}
export type LeaderForm = RecordForm<typeof newLeader, 'leaderId'>;

/** A choice of the discipline selects, named in the request's language. */
export interface DisciplineOption {
  disciplineId: number;
  disciplineName: string;
}

/** An account that may lead a discipline. */
export interface LeaderCandidate {
  userId: number;
  userName: string;
  name: string;
}
