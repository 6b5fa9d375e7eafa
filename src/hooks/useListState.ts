import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { addDateRange } from '@/utils/date-range';
import {
  plainFilterNames,
  rangeFilterNames,
  renderedFields,
  type FilterDeclaration,
  type FilterField,
} from './filter-fields';

/** Page sizes 10/20/30/50, default 20, first page 1. */
export const PAGE_SIZES = [10, 20, 30, 50] as const;
export const DEFAULT_PAGE_SIZE = 20;

export type SortOrder = 'asc' | 'desc';
/** A filter's value: text or a select's code; a range is two `YYYY-MM-DD` days. */
export type FilterValue = string | [string, string] | undefined;
export type Filters = Record<string, FilterValue>;

export interface ListStateOptions {
  /**
   * the filters, declared once (`defineFilters([{name, kind, label}, ...])`): their names go to the
   * address and the call, and SearchForm renders them. A bare name is a plain filter whose
   * `Form.Item` the screen writes itself.
   */
  filters?: readonly FilterDeclaration[];
  /**
   * date-range filters written by hand: form field → range name for the call. '' sends
   * `params[beginTime]` and `params[endTime]`; 'ExamTime' sends `params[beginExamTime]` /
   * `params[endExamTime]`. Declared `dateRange` fields need no entry here.
   */
  ranges?: Record<string, string>;
  pageSize?: number;
  /** values of plain filters while the user has not chosen any (e.g. the dictionary type of a page) */
  defaults?: Record<string, string | undefined>;
  /**
   * true (default): the state lives in the address (bookmarkable, survives a reload).
   * false: in memory, for pages hidden from the menu, which get a tab per query.
   */
  inUrl?: boolean;
}

/** What a list call receives: paging, sorting, the filters and `params` with date ranges. */
export interface ListQuery {
  pageNum: number;
  pageSize: number;
  orderByColumn?: string;
  isAsc?: SortOrder;
  params: Record<string, string>;
  [filter: string]: unknown;
}

export interface ListState {
  pageNum: number;
  pageSize: number;
  orderByColumn?: string;
  isAsc?: SortOrder;
  /** the filters now in force (what the search form shows) */
  filters: Filters;
  /** names of the range filters, so a form can turn them into date pickers */
  rangeFields: readonly string[];
  /** the declared fields SearchForm renders, in their order */
  fields: readonly FilterField[];
  /** ready for the list call; a new object only when something changed (a stable query key) */
  query: ListQuery;
  /** apply new filters and go back to the first page */
  search: (filters: Filters) => void;
  /** clear filters and sorting, first page */
  reset: () => void;
  setPage: (pageNum: number, pageSize?: number) => void;
  /** sort by a column; no column clears the sorting */
  setSort: (column?: string, order?: SortOrder) => void;
  /** whether the filter bar is shown (the toolbar's search toggle); not part of the address */
  searchShown: boolean;
  setSearchShown: (shown: boolean) => void;
}

/** The call of a list's first page with no filter and no sorting. */
export const firstPageQuery = (pageSize = DEFAULT_PAGE_SIZE): ListQuery => ({ pageNum: 1, pageSize, params: {} });

const PAGE = 'pageNum';
const SIZE = 'pageSize';
const COLUMN = 'orderByColumn';
const ORDER = 'isAsc';

function positiveInt(raw: string | null, fallback: number): number {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/**
 * Page, size, filters and sorting of a list screen, kept in the address query by default
 * (`?pageNum=2&status=0&dateRange=2024-01-01&dateRange=2024-01-31`), written with `replace`
 * so that paging does not fill the browser history. Other query entries are left alone.
 */
export function useListState(options: ListStateOptions = {}): ListState {
  const {
    filters: declared = [],
    ranges: handRanges = {},
    pageSize: defaultSize = DEFAULT_PAGE_SIZE,
    inUrl = true,
    defaults = {},
  } = options;
  const defaultsText = JSON.stringify(defaults);
  // Declarations are usually module constants, but a screen may build them while rendering:
  // their content, not their identity, decides when the derived names change.
  const declaredText = JSON.stringify([declared, handRanges]);
  const { filterNames, ranges, fields } = useMemo(
    () => ({
      filterNames: plainFilterNames(declared),
      ranges: { ...handRanges, ...rangeFilterNames(declared) },
      fields: renderedFields(declared),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [declaredText],
  );
  const [urlParams, setUrlParams] = useSearchParams();
  const [memoryParams, setMemoryParams] = useState(() => new URLSearchParams());
  const current = inUrl ? urlParams : memoryParams;
  const rangeFields = useMemo(() => Object.keys(ranges), [ranges]);
  const managed = useMemo(
    () => [PAGE, SIZE, COLUMN, ORDER, ...filterNames, ...rangeFields],
    [filterNames, rangeFields],
  );
  const ownKeys = managed.join('|');
  // Only this list's own entries make up its identity; `current` changes on every navigation.
  const own = new URLSearchParams();
  for (const key of managed) for (const value of current.getAll(key)) own.append(key, value);
  const ownText = own.toString();

  const write = useCallback(
    (change: (next: URLSearchParams) => void) => {
      const apply = (prev: URLSearchParams) => {
        const next = new URLSearchParams(prev);
        change(next);
        if (next.get(PAGE) === '1') next.delete(PAGE);
        if (next.get(SIZE) === String(defaultSize)) next.delete(SIZE);
        return next;
      };
      if (inUrl) setUrlParams(apply, { replace: true });
      else setMemoryParams(apply);
    },
    [inUrl, setUrlParams, defaultSize],
  );

  const state = useMemo(() => {
    const params = new URLSearchParams(ownText);
    const filters: Filters = {};
    const fallback = JSON.parse(defaultsText) as Record<string, string | undefined>;
    for (const name of filterNames) {
      const value = params.get(name) ?? fallback[name];
      if (value) filters[name] = value;
    }
    let query = firstPageQuery(defaultSize);
    for (const [field, propName] of Object.entries(ranges)) {
      const [begin, end] = params.getAll(field);
      if (!begin || !end) continue;
      filters[field] = [begin, end];
      query = addDateRange(query, [begin, end], propName || undefined);
    }
    const pageNum = positiveInt(params.get(PAGE), 1);
    const pageSize = positiveInt(params.get(SIZE), defaultSize);
    const orderByColumn = params.get(COLUMN) || undefined;
    const order = params.get(ORDER);
    const isAsc: SortOrder | undefined = order === 'asc' || order === 'desc' ? order : undefined;
    for (const name of filterNames) if (filters[name]) query[name] = filters[name];
    query = { ...query, pageNum, pageSize, ...(orderByColumn ? { orderByColumn, isAsc: isAsc ?? 'asc' } : {}) };
    return { pageNum, pageSize, orderByColumn, isAsc, filters, query };
    // ownKeys stands for filterNames and ranges, whose identities may change every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ownText, ownKeys, defaultSize, defaultsText]);

  const search = useCallback(
    (values: Filters) =>
      write((next) => {
        for (const key of [...filterNames, ...rangeFields]) next.delete(key);
        for (const [key, value] of Object.entries(values)) {
          if (!managed.includes(key) || value === undefined || value === '') continue;
          if (Array.isArray(value)) value.forEach((v) => next.append(key, v));
          else next.set(key, value.trim());
        }
        next.delete(PAGE);
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [write, ownKeys],
  );
  const reset = useCallback(
    () => write((next) => managed.filter((key) => key !== SIZE).forEach((key) => next.delete(key))),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [write, ownKeys],
  );
  const setPage = useCallback(
    (pageNum: number, pageSize?: number) =>
      write((next) => {
        next.set(PAGE, String(pageNum));
        if (pageSize) next.set(SIZE, String(pageSize));
      }),
    [write],
  );
  const setSort = useCallback(
    (column?: string, order?: SortOrder) =>
      write((next) => {
        next.delete(PAGE);
        if (!column) {
          next.delete(COLUMN);
          next.delete(ORDER);
          return;
        }
        next.set(COLUMN, column);
        next.set(ORDER, order ?? 'asc');
      }),
    [write],
  );

  const [searchShown, setSearchShown] = useState(true);

  return { ...state, rangeFields, fields, search, reset, setPage, setSort, searchShown, setSearchShown };
}
