import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CHOICE_LIST } from '@/api/record-changes';
import { queryKeys } from '@/api/query-keys';
import { getStaffOptions } from './api';

export const peopleKeys = queryKeys('people');

/** The schools seen and, for one school, the courses associated with it and its classes. */
export function usePeopleOptions(schoolId: number | undefined, enabled = true) {
  return useQuery({
    queryKey: peopleKeys.of('options', schoolId ?? null),
    queryFn: () => getStaffOptions('/admin/people', schoolId),
    meta: CHOICE_LIST,
    placeholderData: keepPreviousData,
    enabled,
  });
}
