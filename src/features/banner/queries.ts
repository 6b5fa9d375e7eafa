import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { getLinkChoices } from './api';

export const bannerKeys = queryKeys('admin', 'banner');

/** The courses, content items and activities a banner may link to. */
export function useLinkChoices(enabled: boolean) {
  return useQuery({
    queryKey: bannerKeys.of('links'),
    queryFn: async () => (await getLinkChoices()).data,
    enabled,
  });
}
