import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CHOICE_LIST } from '@/api/record-changes';
import { queryKeys } from '@/api/query-keys';
import { getTeacherOptions, memberTeachers } from './api';

export const memberTeacherKeys = queryKeys('member', 'teacher');

/** The editors' names in the local drafts' keys. */
export const MEMBER_CLASS_DRAFT = 'member-class';
export const MEMBER_TEACHER_DRAFT = 'member-teacher';

/** One teacher, for the edit page (`null`: a new teacher, nothing to load). */
export function useMemberTeacher(userId: number | null) {
  return useQuery({
    queryKey: memberTeacherKeys.detail(userId),
    queryFn: () => memberTeachers.get(userId ?? 0),
    enabled: userId !== null,
  });
}

/** The schools seen and, for one school (or the caller's only one), its courses and classes. */
export function useTeacherOptions(schoolId: number | undefined) {
  return useQuery({
    queryKey: memberTeacherKeys.of('options', schoolId ?? null),
    queryFn: () => getTeacherOptions(schoolId),
    meta: CHOICE_LIST,
    placeholderData: keepPreviousData,
  });
}
