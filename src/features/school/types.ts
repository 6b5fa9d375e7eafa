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

/** The part of the save body a list picker holds: its list form, never the comma-joined text the server also reads. */
type Picked<Sent> = Extract<Sent, unknown[]>;

/** The ids a role's accounts send (`admins.userIds`, ...). */
type AccountIds = Picked<NonNullable<SchoolSave['admins']>['userIds']>;

/**
 * The editor's one form over its steps: the save body's fields (contract/schemas/school.ts), each
 * unset until the form holds it. The accounts are the editor's own shape: each role's picked ids and
 * the accounts to create are separate fields of the accounts step, which the save joins into that
 * role's `{ userIds, create }` (SchoolEditorPage's `saveOf`).
 */
export type SchoolForm = Partial<
  Pick<SchoolSave, 'schoolName' | 'schoolNameEn' | 'schoolType' | 'manager' | 'managerEn' | 'bdUserId'> & {
    schoolStage: Picked<SchoolSave['schoolStage']>;
    courseIds: Picked<SchoolSave['courseIds']>;
    // the editor's own fields, not the body's: what the accounts step holds for each role
    adminIds: AccountIds;
    principalIds: AccountIds;
    teacherIds: AccountIds;
    newAdmins: NewAccount[];
    newPrincipals: NewAccount[];
    newTeachers: NewAccount[];
  }
>;

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
