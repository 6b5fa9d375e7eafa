import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CHOICE_LIST } from '@/api/record-changes';
import { queryKeys } from '@/api/query-keys';
import { getClassTeacherOptions } from './api';

export const classTeacherKeys = queryKeys('classteacher');

/** The choices for one school (undefined: the user's only school, or just the school list). */
export function useClassTeacherOptions(schoolId: number | undefined, enabled = true) {
  return useQuery({
    queryKey: classTeacherKeys.of('options', schoolId ?? null),
    queryFn: () => getClassTeacherOptions(schoolId),
    meta: CHOICE_LIST,
    placeholderData: keepPreviousData,
    enabled,
  });
}
