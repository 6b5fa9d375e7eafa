import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { dismissHomeSetup, getHomeSetup, getHomeStats } from './api';

export const homeKeys = queryKeys('home');

/** The counts of the home page. */
export function useHomeStats() {
  return useQuery({ queryKey: homeKeys.of('stats'), queryFn: getHomeStats });
}

/**
 * The first-run checklist, asked only by those who may read it (the server answers 403 to the
 * others). Asked again whenever the home tab shows, so a step made in another tab ticks.
 */
export function useHomeSetup(enabled: boolean) {
  return useQuery({ queryKey: homeKeys.of('setup'), queryFn: getHomeSetup, enabled, refetchOnMount: 'always' });
}

export function useDismissHomeSetup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: dismissHomeSetup,
    onSuccess: (setup) => client.setQueryData(homeKeys.of('setup'), setup),
  });
}
