import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { getContent } from './api';

export const contentKeys = queryKeys('admin', 'content');

/** One item for the editor; disabled for a new one. */
export function useContent(contentId: number | null) {
  return useQuery({
    queryKey: contentKeys.detail(contentId ?? 0),
    queryFn: async () => (await getContent(contentId ?? 0)).data,
    enabled: contentId !== null,
  });
}
