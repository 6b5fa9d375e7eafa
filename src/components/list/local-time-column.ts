import type { ListState } from '@/hooks/useListState';
import { localTime } from '@/utils/local-time';
import { sortable } from './table-sort';

/**
 * A moment the server sends as an instant (a login, an operation), shown and exported as the
 * user's own clock reads it; with `sort`, sorted on the server by that field.
 */
export function localTimeColumn(
  field: string,
  title: string,
  options: { width?: number; sort?: Pick<ListState, 'orderByColumn' | 'isAsc'> } = {},
) {
  const { width = 170, sort } = options;
  return {
    key: field,
    title,
    dataIndex: field,
    width,
    render: (instant: string | null) => localTime(instant),
    exportValue: (row: object) => localTime((row as Record<string, string | null>)[field]),
    ...(sort ? sortable(sort, field) : {}),
  };
}
