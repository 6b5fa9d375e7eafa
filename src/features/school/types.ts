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

/** An account the editor creates, with the user screen's fields and rules. */
export interface NewAccount {
  userName: string;
  name: string;
  password: string;
  phonenumber?: string;
  email?: string;
}

/** The editor's one form over its steps. */
export interface SchoolForm {
  schoolName?: string;
  schoolNameEn?: string;
  schoolType?: string;
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

/** The save call's body (`POST`/`PUT /admin/school`). */
export interface SchoolSave {
  schoolId?: number;
  schoolName: string;
  schoolNameEn: string;
  schoolType: string;
  schoolStage: string[];
  manager: string;
  managerEn: string;
  bdUserId: number;
  admins: { userIds: number[]; create: NewAccount[] };
  principals: { userIds: number[]; create: NewAccount[] };
  /** left out (a draft kept from before teachers were part of the editor): the teachers stay */
  teachers?: { userIds: number[]; create: NewAccount[] };
  courseIds: number[];
}

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
