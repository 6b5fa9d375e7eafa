import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { dictTypeOptions, dictTypes } from './api';

/** Dictionary types: list, one type (`detail`) and the type options (`of('options')`). */
export const dictTypeKeys = queryKeys('system', 'dict', 'type');

/** Dictionary entries as the data screen lists them. */
export const dictDataKeys = queryKeys('system', 'dict', 'data');

/** One dictionary type (null when there is none with this id). */
export function useDictType(dictId: number) {
  return useQuery({ queryKey: dictTypeKeys.detail(dictId), queryFn: () => dictTypes.get(dictId) });
}

/** Every dictionary type, for selects. */
export function useDictTypeOptions() {
  return useQuery({ queryKey: dictTypeKeys.of('options'), queryFn: dictTypeOptions });
}
