import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { getCourseSchools, getCourseWithFiles, getDisciplineChoices } from './api';

/** The course queries; `all` covers the list, details, schools and options. */
export const courseKeys = queryKeys('course');

/** Disciplines with their subjects; they change rarely, so kept five minutes. */
export function useDisciplineChoices() {
  return useQuery({ queryKey: courseKeys.of('disciplines'), queryFn: getDisciplineChoices, staleTime: 300_000 });
}

export function useCourseWithFiles(courseId: number) {
  return useQuery({ queryKey: courseKeys.detail(courseId), queryFn: () => getCourseWithFiles(courseId) });
}

export function useCourseSchools(courseId: number, enabled = true) {
  return useQuery({
    queryKey: courseKeys.of('schools', courseId),
    queryFn: () => getCourseSchools(courseId),
    enabled,
  });
}
