import type { RecordForm } from '@contract/input/form';
import type { NewAccount as SentAccount, newSchool } from '@contract/schemas/school';
import type { Status } from '@/api/types';
import type { School } from '@contract/school';

export type { School } from '@contract/school';

/** A row of `GET /admin/school/list`: the school, its business developer's name and its counts. */
export interface SchoolListRow extends School {
  bdName: string;
  classCount: number;
  courseCount: number;
  adminCount: number;
  principalCount: number;
  teacherCount: number;
}

/** An account of a school, or one the editor may pick. */
export interface SchoolAccount {
  userId: number;
  userName: string;
  name: string;
  phonenumber: string;
  status: Status;
}

/** `GET /admin/school/{id}`: what the editor loads. */
export interface SchoolDetail extends SchoolListRow {
  admins: SchoolAccount[];
  principals: SchoolAccount[];
  teachers: SchoolAccount[];
  courseIds: number[];
}

/** An account the editor creates, with the user screen's fields and rules (contract/schemas/school.ts). */
export type NewAccount = Pick<SentAccount, 'userName' | 'name' | 'password' | 'phonenumber' | 'email'>;

/** The editor's one form over its steps. */
export interface SchoolForm {
  schoolName?: string;
  schoolNameEn?: string;
  schoolType?: SchoolSave['schoolType'];
  schoolStage?: string[];
  manager?: string;
  managerEn?: string;
  bdUserId?: number;
  adminIds?: number[];
  principalIds?: number[];
  teacherIds?: number[];
  newAdmins?: NewAccount[];
  newPrincipals?: NewAccount[];
  newTeachers?: NewAccount[];
  courseIds?: number[];
}

/** The save call's body (`POST`/`PUT /admin/school`): the one the server checks (contract/schemas/school.ts). */
export type SchoolSave = RecordForm<typeof newSchool, 'schoolId'>;

export interface DeveloperOption {
  userId: number;
  userName: string;
  name: string;
}

export interface CourseOption {
  courseId: number;
  title: string;
  titleEn: string;
}
