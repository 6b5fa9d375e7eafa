import { resource } from '@/api/resource';
import { get, post, put } from '@/api/request';
import type { ApiResult, Status } from '@/api/types';
import type { CourseOption, DeveloperOption, SchoolAccount, SchoolDetail, SchoolListRow, SchoolSave } from './types';

// The school calls (docs/api.md "Schools").

/** The list and delete; a school's detail and save carry its accounts and courses (below). */
export const schools = resource<SchoolListRow, SchoolSave>('/admin/school', 'schoolId');

export async function getSchool(schoolId: number): Promise<SchoolDetail> {
  return (await get<ApiResult<SchoolDetail>>(`/admin/school/${schoolId}`)).data as SchoolDetail;
}

/** Creates or updates a school with its accounts and courses; answers the saved school. */
export async function saveSchool(form: SchoolSave): Promise<SchoolDetail> {
  const answer = form.schoolId
    ? await put<ApiResult<SchoolDetail>>('/admin/school', form)
    : await post<ApiResult<SchoolDetail>>('/admin/school', form);
  return answer.data as SchoolDetail;
}

export function changeSchoolStatus(schoolId: number, status: Status) {
  return put<ApiResult>('/admin/school/changeStatus', { schoolId, status });
}

export async function getDeveloperOptions(): Promise<DeveloperOption[]> {
  return (await get<ApiResult<DeveloperOption[]>>('/admin/school/options/developers')).data ?? [];
}

/** Accounts the editor may pick for a school (`schoolId` undefined for a new one), by keyword. */
export async function getAccountCandidates(schoolId: number | undefined, keyword: string): Promise<SchoolAccount[]> {
  const params = { schoolId, keyword };
  return (await get<ApiResult<SchoolAccount[]>>('/admin/school/options/accounts', { params })).data ?? [];
}

export async function getCourseOptions(): Promise<CourseOption[]> {
  return (await get<ApiResult<CourseOption[]>>('/admin/school/options/courses')).data ?? [];
}
