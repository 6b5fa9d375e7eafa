import type { TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import type { ListState } from '@/hooks/useListState';

type Sortable = Pick<ListState, 'orderByColumn' | 'isAsc' | 'setSort'>;

/** Spread into a column to sort it on the server: `{ ...sortable(list, 'createTime') }`. */
export function sortable(list: Pick<Sortable, 'orderByColumn' | 'isAsc'>, column: string) {
  const sortOrder = list.orderByColumn === column ? (list.isAsc === 'desc' ? 'descend' : 'ascend') : null;
  return { sorter: true, sortOrder } as const;
}

/** The table's onChange: a click on a sortable header becomes orderByColumn/isAsc in the list state. */
export function sortChange<T>(list: Sortable): NonNullable<TableProps<T>['onChange']> {
  return (_pagination, _filters, sorter, extra) => {
    if (extra.action !== 'sort') return;
    const one = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<T> | undefined;
    const column = one?.order ? String(one.field ?? one.columnKey ?? '') : '';
    list.setSort(column || undefined, one?.order === 'descend' ? 'desc' : 'asc');
  };
}
