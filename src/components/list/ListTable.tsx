import { useMemo, useState } from 'react';
import { Spin, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ListState } from '@/hooks/useListState';
import { useStableCallback } from '@/hooks/useStableCallback';
import { usePhoneWidth } from '@/hooks/usePhoneWidth';
import { ListPagination } from './ListPagination';
import { phoneCardColumns, tableWidth } from './phone-cards';
import { pinnedByStylesheet } from './pinned-columns';
import { sortChange } from './table-sort';
import styles from './list.module.css';

/**
 * While rows are on screen, a page that answers sooner shows no spinner at all. The spinner dims
 * the whole table, and dimming it and back costs two passes of the browser's styling over every
 * row: more than a fast answer takes to arrive, and a flash the user cannot read anyway. An empty
 * table spins at once: it would otherwise say "no data" until the first answer.
 */
export const SPINNER_DELAY_MS = 250;

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
  result: { rows: T[]; total: number; totalCapped?: boolean; loading: boolean };
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
  const { t } = useTranslation('widgets');
  // The handlers stay the same functions (they call those of the latest render), so the table
  // below is rebuilt only when what it shows changes.
  const onTableChange = useStableCallback((...args: Parameters<ReturnType<typeof sortChange<T>>>) =>
    sortChange<T>(list)(...args),
  );
  const onSelect = useStableCallback((chosen: T[]) => selection?.onChange(chosen));
  const checkboxProps = useStableCallback((row: T) => ({
    disabled: selection?.locked?.(row),
    'aria-label': selection?.label(row),
  }));
  const { rows } = result;
  // Columns change with the sort in force, as the new page is asked for: held until it answers,
  // the rows of the old page are not drawn again under the spinner.
  const shownColumns = useHeldWhile(columns, result.loading);
  const selected = selection?.selected;
  const selectable = !!selection;
  const width = tableWidth(shownColumns, scrollX, selectable);
  // The table scrolls sideways in a plain box (fixed layout, never narrower than its columns), and
  // a column fixed to an edge stays there by the stylesheet (pinned-columns.ts).
  const tableColumns = useMemo(
    () => (phone ? phoneCardColumns(shownColumns, nameColumn) : pinnedByStylesheet(shownColumns)),
    [phone, shownColumns, nameColumn],
  );

  // A filter or a page change first renders with the previous rows and a spinner, then with the
  // answer. Keeping the same table element while only the spinner changes means its rows render
  // once per answer, not once more for every loading change: each row holds switches, buttons
  // and icons, and rendering them all twice was most of an interaction's cost.
  const table = useMemo(() => {
    const rendered = (
      <Table<T>
        rowKey={rowKey}
        columns={tableColumns}
        dataSource={rows}
        pagination={false}
        onChange={onTableChange}
        rowSelection={
          selectable
            ? {
                selectedRowKeys: (selected ?? []).map((row) => row[rowKey] as React.Key),
                onChange: (_, chosen) => onSelect(chosen),
                getCheckboxProps: checkboxProps,
              }
            : undefined
        }
        // A phone shows cards that fit its width; elsewhere the table is never narrower than its columns.
        tableLayout={phone ? undefined : 'fixed'}
        style={phone ? undefined : { minWidth: width }}
        size="middle"
      />
    );
    // The box scrolls sideways when the columns are wider than the screen: it takes the keyboard's
    // focus (its arrow keys then scroll it), since while the rows reload nothing inside it can.
    return phone ? (
      rendered
    ) : (
      <div className={styles.sideways} tabIndex={0} role="group" aria-label={t('list.records')}>
        {rendered}
      </div>
    );
  }, [rowKey, phone, tableColumns, rows, selectable, selected, width, t, onTableChange, onSelect, checkboxProps]);

  return (
    <>
      <Spin spinning={result.loading || !!busy} delay={rows.length ? SPINNER_DELAY_MS : 0}>
        {table}
      </Spin>
      <ListPagination
        total={result.total}
        totalCapped={result.totalCapped}
        pageNum={list.pageNum}
        pageSize={list.pageSize}
        onChange={list.setPage}
      />
    </>
  );
}

/** `value` as it was when `holding` last was false, while `holding` is true; else `value`. */
function useHeldWhile<V>(value: V, holding: boolean): V {
  const [held, setHeld] = useState(value);
  if (!holding && held !== value) setHeld(value);
  return holding ? held : value;
}
