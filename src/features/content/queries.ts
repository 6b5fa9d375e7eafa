import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { contents } from './api';

export const contentKeys = queryKeys('admin', 'content');

/** One item for the editor; disabled for a new one. */
export function useContent(contentId: number | null) {
  return useQuery({
    queryKey: contentKeys.detail(contentId ?? 0),
    queryFn: () => contents.get(contentId ?? 0),
    enabled: contentId !== null,
  });
}
