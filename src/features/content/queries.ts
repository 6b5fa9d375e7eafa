import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { getContent, getPublicContent } from './api';

export const contentKeys = queryKeys('admin', 'content');

/** One item for the editor; disabled for a new one. */
export function useContent(contentId: number | null) {
  return useQuery({
    queryKey: contentKeys.detail(contentId ?? 0),
    queryFn: async () => (await getContent(contentId ?? 0)).data,
    enabled: contentId !== null,
  });
}

/** One item for the public page, in the current language (the key carries it). */
export function usePublicContent(contentId: number | null, language: string) {
  return useQuery({
    queryKey: contentKeys.of('public', contentId ?? 0, language),
    queryFn: async () => (await getPublicContent(contentId ?? 0)).data,
    enabled: contentId !== null,
    retry: false,
  });
}
