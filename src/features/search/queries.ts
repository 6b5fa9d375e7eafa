import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { findCourses } from './api';

export const searchKeys = queryKeys('search');

/** Courses whose title holds `term`; kept 30 s, so typing back and forth does not ask again. */
export function useCourseSearch(term: string, enabled: boolean) {
  return useQuery({
    queryKey: searchKeys.of('courses', term),
    queryFn: () => findCourses(term),
    enabled,
    staleTime: 30_000,
  });
}
