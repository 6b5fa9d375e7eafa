import type { z } from 'zod';
import type { personAssigned } from '@contract/schemas/people';

/** A member of a school's staff with what they are assigned; names in the request's language. */
export interface StaffMember {
  userId: number;
  userName: string;
  name: string;
  phonenumber: string;
  status: string;
  schoolId: number;
  schoolName: string;
  roleNames: string[];
  courseIds: number[];
  courseNames: string[];
  classIds: number[];
  classNames: string[];
  /** when the assignment last changed, '' when there is none */
  updateTime: string;
}

/** At least one course (associated with the school) and one class (of the school): contract/schemas/people.ts. */
export type AssignmentForm = z.input<typeof personAssigned>;

export interface PeopleOptions {
  schoolId: number | null;
  schools: { schoolId: number; schoolName: string }[];
  courses: { courseId: number; title: string }[];
  classes: { classId: number; className: string }[];
}
