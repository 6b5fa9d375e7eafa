import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CHOICE_LIST } from '@/api/record-changes';
import { queryKeys } from '@/api/query-keys';
import { loadDraft, draftKey } from '@/utils/drafts';
import { getCourseDetail, getCourseSchools, getDisciplineChoices, getLesson } from './api';

/**
 * The course feature's queries, the catalogue's and the editors' alike: invalidating `all` (what
 * every save does) refreshes the list, the details, the lessons, the schools and the options.
 */
export const courseKeys = queryKeys('course');

/** The local drafts' editor names: the course editor's and the lesson editor's. */
export const COURSE_DRAFT = 'course';
export const LESSON_DRAFT = 'course-lesson';

/** Disciplines with their subjects; they change rarely, so kept five minutes. */
export function useDisciplineChoices() {
  return useQuery({ queryKey: courseKeys.of('disciplines'), queryFn: getDisciplineChoices, meta: CHOICE_LIST });
}

/** A course with its files and lessons; nothing is asked for a course not created yet. */
export function useCourseDetail(courseId: number | null) {
  return useQuery({
    queryKey: courseKeys.detail(courseId),
    queryFn: () => getCourseDetail(courseId!),
    enabled: courseId !== null,
    staleTime: PREFETCHED_FRESH_MS,
  });
}

/**
 * How long a course fetched ahead (the pointer resting on its edit action) counts as current:
 * long enough for the click that follows to open the editor on it without asking again.
 */
const PREFETCHED_FRESH_MS = 10_000;

/** Fetches a course ahead of its editor opening (see PREFETCHED_FRESH_MS). */
export function usePrefetchCourse(): (courseId: number) => void {
  const client = useQueryClient();
  return useCallback(
    (courseId: number) =>
      void client.prefetchQuery({
        queryKey: courseKeys.detail(courseId),
        queryFn: () => getCourseDetail(courseId),
        staleTime: PREFETCHED_FRESH_MS,
      }),
    [client],
  );
}

export function useLesson(lessonId: number | undefined) {
  return useQuery({
    queryKey: courseKeys.of('lesson', lessonId ?? null),
    queryFn: () => getLesson(lessonId!),
    enabled: lessonId !== undefined,
  });
}

export function useCourseSchools(courseId: number, enabled = true) {
  return useQuery({
    queryKey: courseKeys.of('schools', courseId),
    queryFn: () => getCourseSchools(courseId),
    enabled,
  });
}

/**
 * Which of a course's lessons have unsaved work in the lesson editor: a local draft kept for
 * this user. Asked again whenever the lesson list is shown.
 */
export function useLessonDrafts(user: string | number, lessonIds: readonly number[]) {
  return useQuery({
    queryKey: courseKeys.of('lesson-drafts', user, lessonIds),
    queryFn: async () => {
      const drafts = await Promise.all(lessonIds.map((id) => loadDraft(draftKey(user, LESSON_DRAFT, id))));
      return new Set(lessonIds.filter((_, i) => drafts[i] !== undefined));
    },
    staleTime: 0,
  });
}
