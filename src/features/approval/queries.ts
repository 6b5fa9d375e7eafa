import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { getApprovalSchools, getMyApplications, getOpenSchools } from './api';

/** Every approval query lives under `['approval']`: a decision or a mode change refreshes them all. */
export const approvalKeys = queryKeys('approval');

export function useApprovalSchools() {
  return useQuery({ queryKey: approvalKeys.of('schools'), queryFn: getApprovalSchools });
}

/** The caller's own school and applications (the profile's "join a school" card). */
export function useMyApplications(enabled: boolean) {
  return useQuery({ queryKey: approvalKeys.of('mine'), queryFn: getMyApplications, enabled });
}

export function useOpenSchools(enabled: boolean) {
  return useQuery({ queryKey: approvalKeys.of('open-schools'), queryFn: getOpenSchools, enabled });
}
