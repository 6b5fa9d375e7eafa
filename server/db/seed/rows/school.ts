import type { Audit, Status } from './account';

// Tables behind a school's people: students and their scores, who teaches what, staff
// assignments, discipline leaders and the mini-program's users. Classes, schools and approvals
// are in business.ts.

/** A student of a class; `studentNo` is unique within the school (the roster's key). */
export interface StudentRow extends Audit {
  studentId: number;
  schoolId: number;
  classId: number;
  studentNo: string;
  name: string;
  nameEn: string;
  /** dict sys_user_sex */
  sex: '0' | '1' | '2';
}

/** One student's score in one exam (the class's exam time when the score roster came in). */
export interface ScoreRow {
  scoreId: number;
  studentId: number;
  classId: number;
  examTime: string;
  score: number;
}

/** A teacher teaching a subject in a class. */
export interface ClassTeacherRow extends Audit {
  classTeacherId: number;
  schoolId: number;
  classId: number;
  userId: number;
  subjectId: number;
}

/** The courses and classes a member of a school's staff is assigned to (at least one of each). */
export interface StaffAssignmentRow extends Audit {
  userId: number;
  schoolId: number;
  courseIds: number[];
  classIds: number[];
}

/** A platform user who leads a discipline. */
export interface DisciplineLeaderRow extends Audit {
  leaderId: number;
  userId: number;
  disciplineId: number;
}

/** A user of the WeChat mini-program, optionally bound to a console account. */
export interface WxUserRow {
  wxUserId: number;
  openId: string;
  nickname: string;
  avatar: string;
  /** full number; the screens show it masked */
  phone: string;
  /** the bound console account, null when not bound */
  userId: number | null;
  status: Status;
  createTime: string;
}
