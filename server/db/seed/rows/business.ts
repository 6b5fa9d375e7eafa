import type { Audit } from './account';
import type { Course } from '@contract/course';
import type { School } from '@contract/school';

// Row shapes of the demo seed's business tables: schools, the course catalogue, content, classes,
// applications, courseware messages and activities.

/** A school as its screens hold it (contract/school.ts), with how it takes applications. */
export interface SchoolRow extends Omit<School, 'createTime' | 'updateTime'>, Audit {
  /** dict approval_mode: how the school takes applications to join it (0 automatic, 1 manual) */
  approvalMode: '0' | '1';
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

/** A course as the catalogue and its editor hold it (contract/course.ts). */
export interface CourseRow extends Omit<Course, 'createTime' | 'updateTime'>, Audit {}

/** A lesson (class hour) of a course; `sort` orders the lessons within their course. */
export interface LessonRow extends Audit {
  lessonId: number;
  courseId: number;
  sort: number;
  title: string;
  titleEn: string;
  description: string;
}

/** Where a file sits: the course's three resource lists, or a lesson's own lists. */
export type CourseFileKind = 'courseware' | 'instructional' | 'learning' | 'material';

/**
 * A file attached to a course (`lessonId` null) or to one of its lessons. The bytes are an
 * uploaded (or seeded) file behind `url`; `downloadable` decides whether users may download it.
 */
export interface CourseFileRow {
  fileId: number;
  courseId: number;
  lessonId: number | null;
  kind: CourseFileKind;
  fileName: string;
  url: string;
  size: number;
  contentType: string;
  downloadable: boolean;
  sort: number;
  createBy: string;
  createTime: string;
}

/** A content item (video with a description) that the public /contentView page shows. */
export interface ContentRow extends Audit {
  contentId: number;
  title: string;
  titleEn: string;
  link: string;
  video: string;
  poster: string;
  description: string;
  descriptionEn: string;
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
  /** the applicant's console account; it gets the role at the school once approved */
  userId: number;
  applicantName: string;
  applicantUserName: string;
  /** role key applied for */
  roleKey: string;
  /** dict approval_status: 0 pending, 1 approved, 2 rejected */
  status: '0' | '1' | '2';
  /** dict approval_mode: the school's mode when the application arrived (0 automatic, 1 manual) */
  mode: '0' | '1';
  /** why it was rejected, '' when none was given (or not rejected) */
  reason: string;
}

/** A file a teacher attached to a message (an upload, opened through /fileView). */
export interface MessageAttachment {
  name: string;
  url: string;
}

/**
 * A teacher's feedback on a lesson's courseware. The school is the sender's at the time of
 * sending; `fileId` is the class-hour document the feedback is about (a course file of the
 * lesson), null when the lesson has none.
 */
export interface MessageRow extends Audit {
  messageId: number;
  teacherUserId: number;
  schoolId: number;
  courseId: number;
  lessonId: number;
  fileId: number | null;
  title: string;
  content: string;
  attachments: MessageAttachment[];
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
  /** shown on the public website only while published */
  published: boolean;
  /** when it was last published; '' when never */
  publishDate: string;
  registrationCount: number;
}
