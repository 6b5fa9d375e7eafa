import { queryKeys } from '@/api/query-keys';
export const ossConfigKeys = queryKeys('system', 'oss', 'config');
