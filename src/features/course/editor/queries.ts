import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { loadDraft, draftKey } from '@/utils/drafts';
import { getCourseDetail, getEditOptions, getLesson } from './api';

/** Everything the course feature cached (the list included): a save refreshes it all. */
export const courseKeys = queryKeys('course');
/** The editors' own queries, under the course feature's scope. */
export const courseEditKeys = queryKeys('course', 'edit');

/** The local drafts' editor names: the course editor's and the lesson editor's. */
export const COURSE_DRAFT = 'course';
export const LESSON_DRAFT = 'course-lesson';

/** A course with its files and lessons; nothing is asked for a course not created yet. */
export function useCourseDetail(courseId: number | undefined) {
  return useQuery({
    queryKey: courseEditKeys.detail(courseId ?? null),
    queryFn: async () => (await getCourseDetail(courseId!)).data!,
    enabled: courseId !== undefined,
  });
}

export function useLesson(lessonId: number | undefined) {
  return useQuery({
    queryKey: courseEditKeys.of('lesson', lessonId ?? null),
    queryFn: async () => (await getLesson(lessonId!)).data!,
    enabled: lessonId !== undefined,
  });
}

/** Disciplines and their subjects; they change rarely. */
export function useEditOptions() {
  return useQuery({
    queryKey: courseEditKeys.of('options'),
    queryFn: async () => (await getEditOptions()).data ?? [],
    staleTime: 5 * 60_000,
  });
}

/**
 * Which of a course's lessons have unsaved work in the lesson editor: a local draft kept for
 * this user. Asked again whenever the lesson list is shown.
 */
export function useLessonDrafts(user: string | number, lessonIds: readonly number[]) {
  return useQuery({
    queryKey: courseEditKeys.of('lesson-drafts', user, lessonIds),
    queryFn: async () => {
      const drafts = await Promise.all(lessonIds.map((id) => loadDraft(draftKey(user, LESSON_DRAFT, id))));
      return new Set(lessonIds.filter((_, i) => drafts[i] !== undefined));
    },
    staleTime: 0,
  });
}
