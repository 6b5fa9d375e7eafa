import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useClassArea } from './area';

/** The schools the user sees and their teachers (the school filter and the form's choices). */
export function useClassOptions() {
  const { api, keys } = useClassArea();
  return useQuery({
    queryKey: keys.of('options'),
    queryFn: async () => (await api.getClassOptions()).data ?? { schools: [], teachers: [] },
  });
}

/** One class, for an edit page (`null`: a new class, nothing to load). */
export function useClass(classId: number | null) {
  const { api, keys } = useClassArea();
  return useQuery({
    queryKey: keys.detail(classId),
    queryFn: async () => (await api.getClass(classId ?? 0)).data!,
    enabled: classId !== null,
  });
}

/** One exam's statistics of a class; the previous answer stays while another exam loads. */
export function useClassScores(classId: number | null, examTime: string) {
  const { api, keys } = useClassArea();
  return useQuery({
    queryKey: keys.of('scores', classId, examTime),
    queryFn: async () => (await api.getClassScores(classId ?? 0, examTime)).data,
    enabled: classId !== null,
    placeholderData: keepPreviousData,
  });
}

/** The student numbers a roster import checks against, loaded while its dialog is open. */
export function useRosterKeys(classId: number | null) {
  const { api, keys } = useClassArea();
  return useQuery({
    queryKey: keys.of('roster-keys', classId),
    queryFn: async () => (await api.getRosterKeys(classId ?? 0)).data ?? { classNos: [], otherNos: [] },
    enabled: classId !== null,
  });
}
