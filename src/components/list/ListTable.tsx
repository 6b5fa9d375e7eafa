import { Table, type TableColumnsType } from 'antd';
import type { ListState } from '@/hooks/useListState';
import { ListPagination } from './ListPagination';
import { sortChange } from './table-sort';

/** Row selection for bulk actions. */
export interface ListSelection<T> {
  selected: T[];
  onChange: (rows: T[]) => void;
  /** names a row's checkbox for screen readers (the record's name) */
  label: (row: T) => string;
  /** rows that may not be selected, e.g. the built-in administrator */
  locked?: (row: T) => boolean;
}

export interface ListTableProps<T> {
  rowKey: keyof T & string;
  list: Pick<ListState, 'pageNum' | 'pageSize' | 'setPage' | 'orderByColumn' | 'isAsc' | 'setSort'>;
  /** what useListQuery returned */
  result: { rows: T[]; total: number; loading: boolean };
  /** the visible columns (useColumnVisibility(...).visible) */
  columns: TableColumnsType<T>;
  selection?: ListSelection<T>;
  /** the width under which the table scrolls sideways instead of squeezing its columns */
  scrollX: number;
  /** extra loading, e.g. while the page still fetches what the list depends on */
  busy?: boolean;
}

/**
 * A list screen's table and its pager: server-side paging and sorting from the list state, the
 * table's own pagination off, optional row selection.
 */
export function ListTable<T extends object>({
  rowKey,
  list,
  result,
  columns,
  selection,
  scrollX,
  busy,
}: ListTableProps<T>) {
  return (
    <>
      <Table<T>
        rowKey={rowKey}
        columns={columns}
        dataSource={result.rows}
        loading={result.loading || busy}
        pagination={false}
        onChange={sortChange(list)}
        rowSelection={
          selection && {
            selectedRowKeys: selection.selected.map((row) => row[rowKey] as React.Key),
            onChange: (_, rows) => selection.onChange(rows),
            getCheckboxProps: (row) => ({ disabled: selection.locked?.(row), 'aria-label': selection.label(row) }),
          }
        }
        scroll={{ x: scrollX }}
        size="middle"
      />
      <ListPagination total={result.total} pageNum={list.pageNum} pageSize={list.pageSize} onChange={list.setPage} />
    </>
  );
}
