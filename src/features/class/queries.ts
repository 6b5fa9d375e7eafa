import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { CHOICE_LIST } from '@/api/record-changes';
import { useCallback, useRef } from 'react';
import { listPageQuery } from '@/hooks/useListQuery';
import { firstPageQuery, type ListQuery } from '@/hooks/useListState';
import { useClassArea, type ClassArea } from './area';
import type { ClassRecord } from './types';

/** The schools the user sees and their teachers (the school filter and the form's choices). */
export function useClassOptions() {
  const { api, keys } = useClassArea();
  return useQuery({
    queryKey: keys.of('options'),
    queryFn: async () => (await api.getClassOptions()).data ?? { schools: [], teachers: [] },
    meta: CHOICE_LIST,
  });
}

/** One class, for an edit page (`null`: a new class, nothing to load). */
export function useClass(classId: number | null) {
  const { api, keys } = useClassArea();
  return useQuery({
    queryKey: keys.detail(classId),
    queryFn: () => api.get(classId ?? 0),
    enabled: classId !== null,
  });
}

const scoresQuery = ({ api, keys }: ClassArea, classId: number | null, examTime: string) => ({
  queryKey: keys.of('scores', classId, examTime),
  queryFn: async () => (await api.getClassScores(classId ?? 0, examTime)).data,
});

/** One exam's statistics of a class; the previous answer stays while another exam loads. */
export function useClassScores(classId: number | null, examTime: string) {
  return useQuery({
    ...scoresQuery(useClassArea(), classId, examTime),
    enabled: classId !== null,
    placeholderData: keepPreviousData,
    staleTime: DETAIL_FRESH_MS,
  });
}

/** Where a class's students in one exam are cached, a page per query under it. */
export const studentsKey = ({ keys }: ClassArea, classId: number, examTime: string) =>
  keys.of('students', classId, examTime);

/** One page of a class's students, with their scores in one exam. */
export const studentsPage =
  ({ api }: ClassArea, classId: number, examTime: string) =>
  (query: ListQuery) =>
    api.listClassStudents(classId, { ...query, examTime });

/**
 * How long a detail's answers count as current: the answers fetched as its class was clicked
 * serve the detail that opens, without asking again. An import or a save refreshes them anyway.
 */
export const DETAIL_FRESH_MS = 10_000;

/** How long a click on a class waits for its detail's first answers before opening it anyway. */
export const DETAIL_WAIT_MS = 400;

/**
 * Opens a class's detail once its first answers (the exam's statistics, the first page of
 * students) are in the cache, or after DETAIL_WAIT_MS: the drawer then draws its content once,
 * with the answers, instead of a whole empty detail first and everything again a moment later
 * (two styles and layouts of a wide drawer, about 40% of the opening's main thread). A later
 * click wins over one still waiting.
 */
export function useOpenClassDetail(open: (record: ClassRecord) => void) {
  const area = useClassArea();
  const client = useQueryClient();
  const latest = useRef<ClassRecord | null>(null);
  return useCallback(
    (record: ClassRecord) => {
      latest.current = record;
      const { classId, examTime } = record;
      const answers = Promise.all([
        client.prefetchQuery(scoresQuery(area, classId, examTime)),
        client.prefetchQuery(
          listPageQuery(studentsKey(area, classId, examTime), studentsPage(area, classId, examTime), firstPageQuery()),
        ),
      ]);
      const waited = new Promise((resolve) => setTimeout(resolve, DETAIL_WAIT_MS));
      void Promise.race([answers, waited]).then(() => {
        if (latest.current === record) open(record);
      });
    },
    [area, client, open],
  );
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
