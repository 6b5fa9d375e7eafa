import type { PageResult } from '@/api/types';
import type { ListQuery } from '@/hooks/useListState';

// What an export writes: the visible columns that have a title and a value, and every row of
// the current filtered query (not only the page on screen).

/** A cell of an exported sheet. */
export type ExportValue = string | number | boolean | Date | null | undefined;

/** What a list column may add for the export: how to write its value (a dictionary's label...). */
export interface ExportAccessor<T> {
  exportValue?: (row: T) => ExportValue;
}

/** The part of a table column the export reads. */
export interface ExportableColumn<T> extends ExportAccessor<T> {
  key?: React.Key;
  title?: React.ReactNode | ((...args: never[]) => React.ReactNode);
  dataIndex?: unknown;
}

export interface ExportColumn<T> {
  header: string;
  value: (row: T) => ExportValue;
}

function plain(value: unknown): ExportValue {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value;
  if (Array.isArray(value)) return value.map((v) => plain(v)).join(', ');
  return undefined;
}

/**
 * The columns to write: a text title and either an `exportValue` or a field name (`dataIndex`).
 * Columns without one of them (the actions, a title that is not text) are left out.
 */
export function exportColumns<T>(columns: readonly ExportableColumn<T>[]): ExportColumn<T>[] {
  return columns.flatMap((column) => {
    if (typeof column.title !== 'string' || !column.title) return [];
    if (column.exportValue) return [{ header: column.title, value: column.exportValue }];
    const field = column.dataIndex;
    if (typeof field !== 'string' || !field) return [];
    return [{ header: column.title, value: (row: T) => plain((row as Record<string, unknown>)[field]) }];
  });
}

/** What a spreadsheet takes as the start of a formula when a cell's text is typed or pasted in. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Stored text is anyone's text: one that starts like a formula (`=HYPERLINK(...)`, `+cmd|...`)
 * is written with a leading apostrophe, so a spreadsheet never evaluates it (OWASP's advice
 * against formula injection). Numbers, dates and other text are written as they are.
 */
export function inertCell(value: ExportValue): ExportValue {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}

/** The header row and one row per record. */
export function sheetRows<T>(columns: readonly ExportColumn<T>[], rows: readonly T[]): ExportValue[][] {
  return [columns.map((c) => c.header), ...rows.map((row) => columns.map((c) => inertCell(c.value(row) ?? '')))];
}

/** Rows fetched per call while exporting (the backend caps a page at 1000). */
export const EXPORT_PAGE_SIZE = 500;
/** A safety stop: an export never asks for more pages than this. */
const MAX_PAGES = 200;

/** Every row of the list's current filters and sorting, page after page. */
export async function fetchEveryRow<T>(
  fetchPage: (query: ListQuery) => Promise<PageResult<T>>,
  query: ListQuery,
): Promise<T[]> {
  const rows: T[] = [];
  for (let pageNum = 1; pageNum <= MAX_PAGES; pageNum++) {
    const page = await fetchPage({ ...query, pageNum, pageSize: EXPORT_PAGE_SIZE });
    rows.push(...page.rows);
    if (!page.rows.length) break;
    // a capped total is a lower bound: the rows end where a page comes back short
    if (page.totalCapped ? page.rows.length < EXPORT_PAGE_SIZE : rows.length >= page.total) break;
  }
  return rows;
}
