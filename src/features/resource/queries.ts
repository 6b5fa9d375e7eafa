import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { getResource, resourceBlob } from './api';

export const resourceKeys = queryKeys('resource');

export function useResource(resourceId: number | null) {
  return useQuery({
    queryKey: resourceKeys.detail(resourceId),
    queryFn: () => getResource(resourceId!),
    enabled: resourceId !== null,
    retry: false,
  });
}

/** The bytes are the same as long as the page is open: fetched once, not again on focus. */
export function useResourceBytes(resourceId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: resourceKeys.of('bytes', resourceId),
    queryFn: () => resourceBlob(resourceId!),
    enabled: enabled && resourceId !== null,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
