import { useQuery } from '@tanstack/react-query';
import { getProfile, profileKeys } from './api';

export function useProfile() {
  return useQuery({ queryKey: profileKeys.all, queryFn: getProfile });
}
