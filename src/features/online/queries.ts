import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { mySessions } from './api';

export const onlineKeys = queryKeys('monitor', 'online');

export function useMySessions() {
  return useQuery({ queryKey: onlineKeys.of('mine'), queryFn: mySessions });
}
