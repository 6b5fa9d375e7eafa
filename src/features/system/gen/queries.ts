import { queryKeys } from '@/api/query-keys';
/** The code generator's tables (`list()`) and one table with its columns (`detail(id)`). */
export const genKeys = queryKeys('tool', 'gen');
