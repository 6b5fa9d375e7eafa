import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { jobRuns } from './api';

export const jobKeys = queryKeys('monitor', 'job');

/** A page of a job's runs; nothing is asked while no job is chosen. */
export function useJobRuns(jobKey: string | null, pageNum: number, pageSize: number) {
  return useQuery({
    queryKey: jobKeys.of('runs', jobKey, pageNum, pageSize),
    queryFn: () => jobRuns(jobKey!, pageNum, pageSize),
    enabled: jobKey !== null,
    placeholderData: keepPreviousData,
  });
}
