import { del, get, post } from '@/api/request';
import type { ApiResult, PageResult } from '@/api/types';
import type { ListQuery } from '@/hooks/useListState';
import type { ClassTeacher, ClassTeacherForm, ClassTeacherOptions } from './types';

export function listClassTeachers(query: ListQuery) {
  return get<PageResult<ClassTeacher>>('/admin/classteacher/list', { params: query });
}

export async function getClassTeacherOptions(schoolId: number | undefined): Promise<ClassTeacherOptions> {
  const answer = await get<ApiResult<ClassTeacherOptions>>('/admin/classteacher/options', {
    params: schoolId ? { schoolId } : {},
  });
  return answer.data!;
}

export function assignClassTeacher(form: ClassTeacherForm) {
  return post<ApiResult>('/admin/classteacher', {
    classId: form.classId,
    userId: form.userId,
    subjectId: form.subjectId,
  });
}

export function removeClassTeachers(ids: number[]) {
  return del<ApiResult>(`/admin/classteacher/${ids.join(',')}`);
}
