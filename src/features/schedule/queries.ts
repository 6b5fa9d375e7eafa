import { useQuery } from '@tanstack/react-query';
import { CHOICE_LIST } from '@/api/record-changes';
import { queryKeys } from '@/api/query-keys';
import { getScheduleOptions, listScheduleRange, schedules } from './api';

export const scheduleKeys = queryKeys('user', 'schedule');
/** The editor's local drafts are kept under this name (with the user and the lesson's id). */
export const SCHEDULE_DRAFT = 'schedule';

/** The caller's classes and courses (with their lessons): filters and the editor's choices. */
export function useScheduleOptions() {
  return useQuery({
    queryKey: scheduleKeys.of('options'),
    queryFn: async () => (await getScheduleOptions()).data ?? { teachers: [], classes: [], courses: [] },
    meta: CHOICE_LIST,
  });
}

/** One lesson for the editor; disabled for a new one. */
export function useSchedule(scheduleId: number | null) {
  return useQuery({
    queryKey: scheduleKeys.detail(scheduleId ?? 0),
    queryFn: () => schedules.get(scheduleId ?? 0),
    enabled: scheduleId !== null,
  });
}

/** The lessons of a calendar's visible days; kept while the next range loads. */
export function useScheduleRange(range: { begin: string; end: string } | null) {
  return useQuery({
    queryKey: scheduleKeys.of('range', range?.begin, range?.end),
    queryFn: async () => (await listScheduleRange(range?.begin ?? '', range?.end ?? '')).rows,
    enabled: range !== null,
    placeholderData: (previous) => previous,
  });
}
