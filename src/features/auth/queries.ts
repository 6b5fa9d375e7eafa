import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { findUserRoles } from './api';

export const authKeys = queryKeys('auth');

/** The roles the logged-in user holds, asked for only while the role switch is open. */
export function useUserRoles(enabled: boolean) {
  return useQuery({ queryKey: authKeys.of('userRoles'), queryFn: findUserRoles, enabled });
}
