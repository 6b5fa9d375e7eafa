import { useQuery } from '@tanstack/react-query';
import { CHOICE_LIST } from '@/api/record-changes';
import { queryKeys } from '@/api/query-keys';
import { getDisciplineOptions, getLeaderCandidates } from './api';

/**
 * The discipline feature's queries. Every write refreshes `all`: a subject's change moves its
 * discipline's counts, and a discipline's name shows in the subject and leader lists.
 */
export const disciplineKeys = queryKeys('discipline');
export const disciplineListKey = disciplineKeys.of('disciplines', 'list');
export const subjectListKey = disciplineKeys.of('subjects', 'list');
export const leaderListKey = disciplineKeys.of('leaders', 'list');

export function useDisciplineOptions() {
  return useQuery({ queryKey: disciplineKeys.of('options'), queryFn: getDisciplineOptions, meta: CHOICE_LIST });
}

export function useLeaderCandidates(enabled: boolean) {
  return useQuery({
    queryKey: disciplineKeys.of('candidates'),
    queryFn: getLeaderCandidates,
    enabled,
    meta: CHOICE_LIST,
  });
}
