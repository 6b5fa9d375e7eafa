import { useQuery } from '@tanstack/react-query';
import { CHOICE_LIST } from '@/api/record-changes';
import { queryKeys } from '@/api/query-keys';
import { getAccountCandidates, getCourseOptions, getDeveloperOptions, getSchool } from './api';

/** The school feature's queries: invalidating `all` (what every save does) refreshes the list and the editor's data. */
export const schoolKeys = queryKeys('school');

/** The local drafts' editor name. */
export const SCHOOL_DRAFT = 'school';

export function useSchool(schoolId: number | undefined) {
  return useQuery({
    queryKey: schoolKeys.detail(schoolId ?? null),
    queryFn: () => getSchool(schoolId!),
    enabled: schoolId !== undefined,
  });
}

export function useDeveloperOptions() {
  return useQuery({ queryKey: schoolKeys.of('developers'), queryFn: getDeveloperOptions, meta: CHOICE_LIST });
}

export function useAccountCandidates(schoolId: number | undefined, keyword: string) {
  return useQuery({
    queryKey: schoolKeys.of('accounts', schoolId ?? null, keyword),
    queryFn: () => getAccountCandidates(schoolId, keyword),
    meta: CHOICE_LIST,
  });
}

export function useCourseOptions() {
  return useQuery({ queryKey: schoolKeys.of('courses'), queryFn: getCourseOptions, meta: CHOICE_LIST });
}
