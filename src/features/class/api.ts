import { get, post } from '@/api/request';
import { resource } from '@/api/resource';
import type { ApiResult, PageResult } from '@/api/types';
import type { ListQuery } from '@/hooks/useListState';
import type {
  ClassForm,
  ClassOptions,
  ClassRecord,
  ClassScores,
  ClassStudent,
  NewSchoolTeacher,
  RosterKeys,
  RosterKind,
  SchoolTeacher,
} from './types';

/**
 * The class calls under one base path: `/admin/class` for the classes screen, and the same calls
 * under `/user/member/class` for a school's members (docs/api.md "School members"). The list, a
 * class, its save and delete are the resource's; the rest are the class's own.
 */
export function classApi(base: string) {
  return {
    ...resource<ClassRecord, ClassForm>(base, 'classId'),

    getClassOptions: () => get<ApiResult<ClassOptions>>(`${base}/options`),

    /** A school's new teacher, without any assignment (docs/api.md `POST /admin/class/teacher`). */
    addSchoolTeacher: (teacher: NewSchoolTeacher) => post<ApiResult<SchoolTeacher>>(`${base}/teacher`, teacher),

    listClassStudents: (classId: number, query: ListQuery) =>
      get<PageResult<ClassStudent>>(`${base}/${classId}/students`, { params: query }),

    getClassScores: (classId: number, examTime: string) =>
      get<ApiResult<ClassScores>>(`${base}/${classId}/scores`, { params: { examTime } }),

    getRosterKeys: (classId: number) => get<ApiResult<RosterKeys>>(`${base}/${classId}/roster-keys`),

    /** Sends the checked rows of a roster file; the backend saves all of them or none. */
    importRoster: (classId: number, kind: RosterKind, fileName: string, rows: Array<Record<string, unknown>>) =>
      post<ApiResult<unknown>>(`${base}/${classId}/${kind}/import`, { fileName, rows }),
  };
}

export type ClassApi = ReturnType<typeof classApi>;
