import { queryKeys } from '@/api/query-keys';
export const configKeys = queryKeys('system', 'config');
