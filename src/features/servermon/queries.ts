import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { serverFigures } from './api';

export const serverKeys = queryKeys('monitor', 'server');

/**
 * How often the figures refresh while the screen is shown. Query stops when the browser tab is
 * hidden, and a tab of the console kept in the background has its effects, polling included,
 * disconnected (src/layout/tabs/CachedPages.tsx): a screen nobody looks at asks nothing.
 */
export const REFRESH_MS = 10_000;

export function useServerFigures() {
  return useQuery({ queryKey: serverKeys.all, queryFn: serverFigures, refetchInterval: REFRESH_MS });
}
