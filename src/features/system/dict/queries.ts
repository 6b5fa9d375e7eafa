import { queryKeys } from '@/api/query-keys';
/** Dictionary types: list, one type (`detail`) and the type options (`of('options')`). */
export const dictTypeKeys = queryKeys('system', 'dict', 'type');

/** Dictionary entries as the data screen lists them. */
export const dictDataKeys = queryKeys('system', 'dict', 'data');
