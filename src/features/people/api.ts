import { get } from '@/api/request';
import { resource } from '@/api/resource';
import type { ApiResult } from '@/api/types';
import type { AssignmentForm, PeopleOptions, StaffMember } from './types';

/**
 * The staff list; `save` (always a PUT: the form carries the member's id) assigns courses and
 * classes, `remove` clears a member's assignments (their account stays).
 */
export const people = resource<StaffMember, AssignmentForm>('/admin/people', 'userId');

/** The schools seen and, for one school, its courses and classes, from `<path>/options`. */
export async function getStaffOptions(path: string, schoolId: number | undefined): Promise<PeopleOptions> {
  const answer = await get<ApiResult<PeopleOptions>>(`${path}/options`, { params: schoolId ? { schoolId } : {} });
  return answer.data!;
}
