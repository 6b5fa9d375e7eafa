import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { getAid } from './api';

/** The catalogue, the aids and the teacher's own requests. */
export const shopKeys = queryKeys('shop');
/** The requests the school handles (the approvals screen's tab). */
export const aidRequestKeys = queryKeys('shop', 'requests');

/** One aid with its courses; nothing is asked while no aid is chosen. */
export function useAid(aidId: number | null) {
  return useQuery({
    queryKey: shopKeys.detail(aidId),
    queryFn: () => getAid(aidId!),
    enabled: aidId !== null,
    retry: false,
  });
}
