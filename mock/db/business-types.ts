import type { Audit, Status } from './types';

// Business tables that the home dashboard counts and the later screens manage.

export interface SchoolRow extends Audit {
  schoolId: number;
  schoolName: string;
  schoolNameEn: string;
  /** dict school_type */
  schoolType: string;
  /** dict school_stage, comma-joined when a school covers several stages */
  schoolStage: string;
  manager: string;
  managerEn: string;
  /** the business developer (role A4) responsible for the school */
  bdUserId: number | null;
  experimentCount: number;
  toolCount: number;
  status: Status;
}

export interface DisciplineRow extends Audit {
  disciplineId: number;
  disciplineName: string;
  disciplineNameEn: string;
  sort: number;
}

export interface SubjectRow extends Audit {
  subjectId: number;
  disciplineId: number;
  subjectName: string;
  subjectNameEn: string;
  sort: number;
}

export interface CourseRow extends Audit {
  courseId: number;
  title: string;
  titleEn: string;
  description: string;
  descriptionEn: string;
  gradeStart: number;
  gradeEnd: number;
  disciplineId: number;
  subjectId: number;
  classHours: number;
  tags: string;
  cover: string;
  schoolIds: number[];
  status: Status;
}

/** A lesson document (class-hour file) that can be downloaded alone or zipped per course. */
export interface LessonDocRow extends Audit {
  docId: number;
  courseId: number;
  lessonNo: number;
  fileName: string;
  body: string;
}

export interface ClassRow extends Audit {
  classId: number;
  schoolId: number;
  className: string;
  classNameEn: string;
  grade: number;
  teacherIds: number[];
  studentCount: number;
  examTime: string;
  studentFile: string;
  scoreFile: string;
}

export interface ApprovalRow extends Audit {
  approvalId: number;
  schoolId: number;
  applicantName: string;
  applicantUserName: string;
  /** role key applied for */
  roleKey: string;
  /** dict approval_status: 0 pending, 1 approved, 2 rejected */
  status: '0' | '1' | '2';
  /** dict approval_mode: 0 automatic, 1 manual */
  mode: '0' | '1';
}

export interface MessageRow extends Audit {
  messageId: number;
  teacherUserId: number;
  schoolId: number;
  courseId: number;
  lessonNo: number;
  docId: number | null;
  title: string;
  content: string;
  attachments: string;
  /** dict message_read: 0 unread, 1 read */
  readFlag: '0' | '1';
}

export interface ActivityRow extends Audit {
  activityId: number;
  name: string;
  nameEn: string;
  intro: string;
  introEn: string;
  beginTime: string;
  endTime: string;
  cover: string;
  content: string;
  publisher: string;
  publishDate: string;
  registrationCount: number;
}
