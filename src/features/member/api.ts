import { resource } from '@/api/resource';
import { getStaffOptions, type PeopleOptions } from '@/features/people';
import type { MemberTeacher, TeacherForm } from './types';

const BASE = '/user/member/teacher';

/** The school's teachers: list, one, save (its account and assignment). */
export const memberTeachers = resource<MemberTeacher, TeacherForm>(BASE, 'userId');

/** The schools seen and, for one school, its courses and classes (the assignment's choices). */
export const getTeacherOptions = (schoolId: number | undefined): Promise<PeopleOptions> =>
  getStaffOptions(BASE, schoolId);
