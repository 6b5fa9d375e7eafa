import { del, get, put } from '@/api/request';
import type { ApiResult, PageResult } from '@/api/types';
import type { ListQuery } from '@/hooks/useListState';
import type { AssignmentForm, PeopleOptions, StaffMember } from './types';

export function listPeople(query: ListQuery) {
  return get<PageResult<StaffMember>>('/admin/people/list', { params: query });
}

export async function getPeopleOptions(schoolId: number | undefined): Promise<PeopleOptions> {
  const answer = await get<ApiResult<PeopleOptions>>('/admin/people/options', {
    params: schoolId ? { schoolId } : {},
  });
  return answer.data!;
}

export function saveAssignment(form: AssignmentForm) {
  return put<ApiResult>('/admin/people', form);
}

/** Clears the assignments of these people (their accounts stay). */
export function clearAssignments(userIds: number[]) {
  return del<ApiResult>(`/admin/people/${userIds.join(',')}`);
}
