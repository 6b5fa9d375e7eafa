import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { getGenTable, listGenTables } from './api';

/** The code generator's tables (`list()`) and one table with its columns (`detail(id)`). */
export const genKeys = queryKeys('tool', 'gen');

/** Every imported table, for the table switcher. */
export function useGenTables() {
  return useQuery({ queryKey: genKeys.list(), queryFn: listGenTables });
}

/** One table with its columns; waits until there is an id. */
export function useGenTable(tableId: number | undefined) {
  return useQuery({
    queryKey: genKeys.detail(tableId ?? 0),
    queryFn: () => getGenTable(tableId!),
    enabled: tableId !== undefined,
  });
}
