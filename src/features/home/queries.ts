import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { getHomeStats } from './api';

export const homeKeys = queryKeys('home');

/** The counts of the home page. */
export function useHomeStats() {
  return useQuery({ queryKey: homeKeys.of('stats'), queryFn: getHomeStats });
}
