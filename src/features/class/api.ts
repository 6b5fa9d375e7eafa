import { del, get, post, put } from '@/api/request';
import type { ApiResult, PageResult } from '@/api/types';
import type { ListQuery } from '@/hooks/useListState';
import type { ClassForm, ClassOptions, ClassRecord, ClassScores, ClassStudent, RosterKeys, RosterKind } from './types';

export const listClasses = (query: ListQuery) => get<PageResult<ClassRecord>>('/admin/class/list', { params: query });

export const getClassOptions = () => get<ApiResult<ClassOptions>>('/admin/class/options');

export const saveClass = (form: ClassForm) =>
  form.classId ? put<ApiResult>('/admin/class', form) : post<ApiResult>('/admin/class', form);

export const deleteClasses = (ids: number[]) => del<ApiResult>(`/admin/class/${ids.join(',')}`);

export const listClassStudents = (classId: number, query: ListQuery) =>
  get<PageResult<ClassStudent>>(`/admin/class/${classId}/students`, { params: query });

export const getClassScores = (classId: number, examTime: string) =>
  get<ApiResult<ClassScores>>(`/admin/class/${classId}/scores`, { params: { examTime } });

export const getRosterKeys = (classId: number) => get<ApiResult<RosterKeys>>(`/admin/class/${classId}/roster-keys`);

/** Sends the checked rows of a roster file; the backend saves all of them or none. */
export const importRoster = (
  classId: number,
  kind: RosterKind,
  fileName: string,
  rows: Array<Record<string, unknown>>,
) => post<ApiResult<unknown>>(`/admin/class/${classId}/${kind}/import`, { fileName, rows });
