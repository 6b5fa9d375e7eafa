import { queryKeys } from '@/api/query-keys';
import { useQuery } from '@tanstack/react-query';
import { getProfile } from './api';

export const profileKeys = queryKeys('profile');

export function useProfile() {
  return useQuery({ queryKey: profileKeys.all, queryFn: getProfile });
}
