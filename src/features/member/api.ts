import { get, post, put } from '@/api/request';
import type { ApiResult, PageResult } from '@/api/types';
import type { PeopleOptions } from '@/features/people';
import type { ListQuery } from '@/hooks/useListState';
import type { MemberTeacher, TeacherForm } from './types';

const BASE = '/user/member/teacher';

export const listTeachers = (query: ListQuery) => get<PageResult<MemberTeacher>>(`${BASE}/list`, { params: query });

export const getTeacher = (userId: number) => get<ApiResult<MemberTeacher>>(`${BASE}/${userId}`);

/** The schools seen and, for one school, its courses and classes (the assignment's choices). */
export async function getTeacherOptions(schoolId: number | undefined): Promise<PeopleOptions> {
  const answer = await get<ApiResult<PeopleOptions>>(`${BASE}/options`, { params: schoolId ? { schoolId } : {} });
  return answer.data!;
}

export const saveTeacher = (form: TeacherForm) =>
  form.userId ? put<ApiResult<MemberTeacher>>(BASE, form) : post<ApiResult<MemberTeacher>>(BASE, form);
