import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { getApprovalSchools } from './api';

/** Every approval query lives under `['approval']`: a decision or a mode change refreshes them all. */
export const approvalKeys = queryKeys('approval');

export function useApprovalSchools() {
  return useQuery({ queryKey: approvalKeys.of('schools'), queryFn: getApprovalSchools });
}
