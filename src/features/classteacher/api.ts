import { get } from '@/api/request';
import { resource } from '@/api/resource';
import type { ApiResult } from '@/api/types';
import type { ClassTeacher, ClassTeacherForm, ClassTeacherOptions } from './types';

const classTeachers = resource<ClassTeacher, ClassTeacherForm>('/admin/classteacher', 'classTeacherId');

/**
 * The assignments: list, create and delete (never edited). A create sends the class, teacher and
 * subject only: the dialog's school is a choice of the form, not a field of the assignment.
 */
export const assignments = {
  ...classTeachers,
  save: ({ classId, userId, subjectId }: ClassTeacherForm) => classTeachers.save({ classId, userId, subjectId }),
};

export async function getClassTeacherOptions(schoolId: number | undefined): Promise<ClassTeacherOptions> {
  const answer = await get<ApiResult<ClassTeacherOptions>>('/admin/classteacher/options', {
    params: schoolId ? { schoolId } : {},
  });
  return answer.data!;
}
