import { isValidElement, type ReactNode } from 'react';
import type { TableColumnsType } from 'antd';
import styles from './list.module.css';

type Column<T> = TableColumnsType<T>[number];
type Renderable<T> = Column<T> & {
  dataIndex?: string | readonly string[];
  render?: (value: unknown, row: T, index: number) => unknown;
};

/** Widths of columns that declare none (ellipsis text columns), for the table's minimum width. */
const UNDECLARED_COLUMN_PX = 80;
const SELECTION_COLUMN_PX = 48;

/**
 * How wide the table must be so that no column is squeezed under another (a fixed actions
 * column would otherwise cover its neighbour): the screen's own minimum, or the sum of the
 * column widths, whichever is more.
 */
export function tableWidth<T>(columns: TableColumnsType<T>, minimum: number, selectable: boolean): number {
  const sum = columns.reduce(
    (total, column) => total + (typeof column.width === 'number' ? column.width : UNDECLARED_COLUMN_PX),
    selectable ? SELECTION_COLUMN_PX : 0,
  );
  return Math.max(minimum, sum);
}

function valueAt(row: object, dataIndex: Renderable<unknown>['dataIndex']): unknown {
  const path = typeof dataIndex === 'string' ? [dataIndex] : (dataIndex ?? []);
  return path.reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], row);
}

/** What a column shows in a cell, as the table would render it. */
function cell<T extends object>(column: Column<T>, row: T, index: number): ReactNode {
  const { dataIndex, render } = column as Renderable<T>;
  const value = valueAt(row, dataIndex);
  const shown = render ? render(value, row, index) : value;
  // A render may answer antd's { children, props } cell object.
  if (shown && typeof shown === 'object' && !isValidElement(shown) && 'children' in shown) {
    return (shown as { children: ReactNode }).children;
  }
  return shown as ReactNode;
}

function titleOf<T>(column: Column<T>): ReactNode {
  return typeof column.title === 'function' ? null : column.title;
}

/**
 * The columns of a phone-narrow list: one card per row, the column that names the row first,
 * the other visible columns as label/value lines under it, the row's actions last. Keyed columns
 * are data; the keyless one is the actions column (see columns.tsx).
 */
export function phoneCardColumns<T extends object>(
  columns: TableColumnsType<T>,
  nameKey: string | undefined,
): TableColumnsType<T> {
  const data = columns.filter((c) => c.key !== undefined);
  const actions = columns.find((c) => c.key === undefined);
  const name = data.find((c) => c.key === nameKey) ?? data[0];
  if (!name) return columns;
  const details = data.filter((c) => c !== name);
  return [
    {
      key: 'phone-card',
      title: titleOf(name),
      render: (_: unknown, row: T, index: number) => (
        <div className={styles.phoneCard}>
          <div className={styles.phoneCardName}>{cell(name, row, index)}</div>
          {details.length ? (
            <dl className={styles.phoneCardFields}>
              {details.map((column) => (
                <div key={String(column.key)} className={styles.phoneCardField}>
                  <dt>{titleOf(column)}</dt>
                  <dd>{cell(column, row, index)}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {actions ? <div className={styles.phoneCardActions}>{cell(actions, row, index)}</div> : null}
        </div>
      ),
    },
  ];
}
