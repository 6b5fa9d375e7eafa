import { queryKeys } from '@/api/query-keys';
export const loginEntryKeys = queryKeys('monitor', 'logininfor');
