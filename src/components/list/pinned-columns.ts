import type { TableColumnsType } from 'antd';
import styles from './list.module.css';

type Column<T> = TableColumnsType<T>[number];

const EDGE_CLASS = {
  start: styles.pinnedStart,
  end: styles.pinnedEnd,
} as const;

function edgeOf<T>(column: Column<T>): keyof typeof EDGE_CLASS | null {
  if (column.fixed === 'right' || column.fixed === 'end') return 'end';
  if (column.fixed === true || column.fixed === 'left' || column.fixed === 'start') return 'start';
  return null;
}

/**
 * A list's columns fixed to an edge (the actions column, most often) kept there by the stylesheet
 * (a sticky cell in the list's own sideways box) instead of by antd's table. antd's way measures
 * every column once the rows are drawn (a forced layout with a resize watcher per column), then
 * draws the whole table again with their widths and measures the scroll position for its shadow:
 * about a third of a list's first render. A sticky cell needs none of it; its shadow, shown while
 * columns pass under it, follows the box's scroll position in the stylesheet too.
 */
export function pinnedByStylesheet<T>(columns: TableColumnsType<T>): TableColumnsType<T> {
  return columns.map((column) => {
    const edge = edgeOf(column);
    if (!edge) return column;
    const { fixed: _byTable, ...rest } = column;
    return { ...rest, className: [column.className, EDGE_CLASS[edge]].filter(Boolean).join(' ') };
  });
}
