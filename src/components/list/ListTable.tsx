import { Table, type TableColumnsType } from 'antd';
import type { ListState } from '@/hooks/useListState';
import { usePhoneWidth } from '@/hooks/usePhoneWidth';
import { ListPagination } from './ListPagination';
import { phoneCardColumns, tableWidth } from './phone-cards';
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
  /** the column that names a row (user name, role name...): first on a phone, the rest under it */
  nameColumn?: string;
  /** extra loading, e.g. while the page still fetches what the list depends on */
  busy?: boolean;
}

/**
 * A list screen's table and its pager: server-side paging and sorting from the list state, the
 * table's own pagination off, optional row selection. Under 576 px every row becomes a card
 * (phone-cards.tsx), so a list stays readable on a phone.
 */
export function ListTable<T extends object>({
  rowKey,
  list,
  result,
  columns,
  selection,
  scrollX,
  nameColumn,
  busy,
}: ListTableProps<T>) {
  const phone = usePhoneWidth();
  return (
    <>
      <Table<T>
        rowKey={rowKey}
        columns={phone ? phoneCardColumns(columns, nameColumn) : columns}
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
        // A phone shows cards that fit its width; elsewhere the table is never narrower than its columns.
        scroll={phone ? undefined : { x: tableWidth(columns, scrollX, !!selection) }}
        size="middle"
      />
      <ListPagination total={result.total} pageNum={list.pageNum} pageSize={list.pageSize} onChange={list.setPage} />
    </>
  );
}
