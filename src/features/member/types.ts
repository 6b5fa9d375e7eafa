import type { z } from 'zod';
import type { RecordForm } from '@contract/input/form';
import type { Status } from '@contract/records';
import type { changedTeacher, newTeacher } from '@contract/schemas/member';

// Wire shapes of the school members' teacher calls (docs/api.md "School members").

/** A teacher of the school with what they are assigned; names in the request's language. */
export interface MemberTeacher {
  userId: number;
  userName: string;
  name: string;
  phonenumber: string;
  email: string;
  status: Status;
  schoolId: number;
  schoolName: string;
  courseIds: number[];
  courseNames: string[];
  classIds: number[];
  classNames: string[];
  /** the classes whose teachers include this one (the class form's teachers) */
  teachingClassNames: string[];
  updateTime: string;
}

/**
 * Add (userName, password; schoolId for those who see several schools) or edit (userId): the edit
 * body the server checks (contract/schemas/member.ts), with what only an add sends.
 */
export type TeacherForm = RecordForm<typeof changedTeacher, 'userId'> &
  Partial<Pick<z.input<typeof newTeacher>, 'schoolId' | 'userName' | 'password'>>;
