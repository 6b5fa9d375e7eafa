import { keepPreviousData, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { PageResult } from '@/api/types';
import type { ListQuery } from './useListState';

export interface ListResult<T> {
  rows: T[];
  total: number;
  /** more rows match than the server counts: `total` is a lower bound */
  totalCapped: boolean;
  /** true while a page is being fetched (the table shows its spinner) */
  loading: boolean;
  /** fetch the current page again (the toolbar's refresh) */
  refresh: () => void;
}

export interface ListQueryOptions {
  /** false: ask nothing yet (default true) */
  enabled?: boolean;
  /** how long a page fetched ahead counts as current (default 0: asked again when shown) */
  staleTime?: number;
}

/** The cache key and call of one page of a list: what useListQuery asks for, and what a prefetch of it must use. */
export const listPageQuery = <T>(
  key: QueryKey,
  fetchPage: (query: ListQuery) => Promise<PageResult<T>>,
  query: ListQuery,
) => ({ queryKey: [...key, query], queryFn: () => fetchPage(query) });

/**
 * One page of a list through TanStack Query, under `[...key, query]`. The previous page stays
 * on screen while the next one loads. Invalidating `key` (after a save) refreshes every page.
 */
export function useListQuery<T>(
  key: QueryKey,
  fetchPage: (query: ListQuery) => Promise<PageResult<T>>,
  query: ListQuery,
  { enabled = true, staleTime = 0 }: ListQueryOptions = {},
): ListResult<T> {
  const result = useQuery({
    ...listPageQuery(key, fetchPage, query),
    placeholderData: keepPreviousData,
    enabled,
    staleTime,
  });
  const { refetch } = result;
  const refresh = useCallback(() => void refetch(), [refetch]);
  return {
    rows: result.data?.rows ?? [],
    total: result.data?.total ?? 0,
    totalCapped: result.data?.totalCapped === true,
    loading: result.isFetching,
    refresh,
  };
}

/** Marks every cached page under `key` stale and refetches the one on screen. */
export function useInvalidate(key: QueryKey): () => Promise<void> {
  const client = useQueryClient();
  // The key is rebuilt by callers on every render; its content is what matters.
  const text = JSON.stringify(key);
  return useCallback(() => client.invalidateQueries({ queryKey: JSON.parse(text) as QueryKey }), [client, text]);
}
