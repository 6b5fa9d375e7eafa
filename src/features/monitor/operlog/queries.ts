import { queryKeys } from '@/api/query-keys';
export const operLogKeys = queryKeys('monitor', 'operlog');
