import { del, get, put } from '@/api/request';
import type { ApiResult, PageResult, Status } from '@/api/types';
import type { ListQuery } from '@/hooks/useListState';
import type { CourseListRow, CourseSchools, CourseWithFiles, DisciplineChoice } from './types';

export function listCourses(query: ListQuery) {
  return get<PageResult<CourseListRow>>('/admin/course/list', { params: query });
}

export function deleteCourses(ids: number[]) {
  return del<ApiResult>(`/admin/course/${ids.join(',')}`);
}

export function changeCourseStatus(courseId: number, status: Status) {
  return put<ApiResult>('/admin/course/changeStatus', { courseId, status });
}

export async function getDisciplineChoices(): Promise<DisciplineChoice[]> {
  return (await get<ApiResult<DisciplineChoice[]>>('/admin/course/options/disciplines')).data ?? [];
}

/** The course with its files and lessons (the detail page). */
export async function getCourseWithFiles(courseId: number): Promise<CourseWithFiles> {
  return (await get<ApiResult<CourseWithFiles>>(`/admin/course/${courseId}`)).data as CourseWithFiles;
}

export async function getCourseSchools(courseId: number): Promise<CourseSchools> {
  return (await get<ApiResult<CourseSchools>>(`/admin/course/${courseId}/schools`)).data as CourseSchools;
}

export function associateSchools(courseId: number, schoolIds: number[]) {
  return put<ApiResult>(`/admin/course/${courseId}/schools`, { associate: schoolIds });
}

export function dissociateSchools(courseId: number, schoolIds: number[]) {
  return put<ApiResult>(`/admin/course/${courseId}/schools`, { dissociate: schoolIds });
}
