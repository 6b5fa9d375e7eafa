import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { getClassOptions, getClassScores, getRosterKeys } from './api';

export const classKeys = queryKeys('admin', 'class');

/** The schools the user sees and their teachers (the school filter and the form's choices). */
export function useClassOptions() {
  return useQuery({
    queryKey: classKeys.of('options'),
    queryFn: async () => (await getClassOptions()).data ?? { schools: [], teachers: [] },
  });
}

/** One exam's statistics of a class; the previous answer stays while another exam loads. */
export function useClassScores(classId: number | null, examTime: string) {
  return useQuery({
    queryKey: classKeys.of('scores', classId, examTime),
    queryFn: async () => (await getClassScores(classId ?? 0, examTime)).data,
    enabled: classId !== null,
    placeholderData: keepPreviousData,
  });
}

/** The student numbers a roster import checks against, loaded while its dialog is open. */
export function useRosterKeys(classId: number | null) {
  return useQuery({
    queryKey: classKeys.of('roster-keys', classId),
    queryFn: async () => (await getRosterKeys(classId ?? 0)).data ?? { classNos: [], otherNos: [] },
    enabled: classId !== null,
  });
}
