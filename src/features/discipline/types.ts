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
export type DisciplineForm = Pick<Discipline, 'disciplineName' | 'disciplineNameEn' | 'sort'> & {
  disciplineId?: number;
};

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
export type SubjectForm = Pick<Subject, 'disciplineId' | 'subjectName' | 'subjectNameEn' | 'sort'> & {
  subjectId?: number;
};

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
export type LeaderForm = Pick<DisciplineLeader, 'userId' | 'disciplineId'> & { leaderId?: number };

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
