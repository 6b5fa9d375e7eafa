import type { Lang } from './lang';
import { bad } from './reply';

// List calls share one query convention: filters, `params[beginTime]`/`params[endTime]` date
// ranges, `orderByColumn`/`isAsc` sorting and `pageNum`/`pageSize` paging.

export function queryOf(request: Request): URLSearchParams {
  return new URL(request.url).searchParams;
}

/** A trimmed query value, '' when absent (an empty filter matches everything). */
export function param(q: URLSearchParams, key: string): string {
  return (q.get(key) ?? '').trim();
}

/** Case-insensitive "contains" over one or more candidate texts (e.g. both language names). */
export function contains(needle: string, ...values: Array<string | undefined>): boolean {
  if (!needle) return true;
  const n = needle.toLowerCase();
  return values.some((v) => (v ?? '').toLowerCase().includes(n));
}

const DAY = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/;

/** Date-range test for `params[begin<Name>]` / `params[end<Name>]`; compares whole days. */
export function dateRange(lang: Lang, q: URLSearchParams, name = 'Time'): (value: string) => boolean {
  const read = (key: string) => {
    const value = param(q, key);
    if (value && !DAY.test(value))
      bad(lang, `${key} 必须是 yyyy-MM-dd 格式的日期`, `${key} must be a date as yyyy-MM-dd`);
    return value.slice(0, 10);
  };
  const begin = read(`params[begin${name}]`);
  const end = read(`params[end${name}]`);
  return (value) => {
    const day = value.slice(0, 10);
    return (!begin || day >= begin) && (!end || day <= end);
  };
}

function positive(lang: Lang, q: URLSearchParams, key: string, fallback: number): number {
  const value = param(q, key);
  if (!value) return fallback;
  if (!/^\d+$/.test(value)) bad(lang, `${key} 必须是正整数`, `${key} must be a positive whole number`);
  return Math.max(1, Number(value));
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null || a === '') return 1;
  if (b === undefined || b === null || b === '') return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'zh-CN', { numeric: true });
}

function sorted<T extends object>(lang: Lang, q: URLSearchParams, rows: T[]): T[] {
  const column = param(q, 'orderByColumn');
  if (!column) return rows;
  if (rows.length && !(column in rows[0])) {
    bad(lang, `不支持按 ${column} 排序`, `Sorting by ${column} is not supported`);
  }
  const order = param(q, 'isAsc').toLowerCase();
  if (order && !['asc', 'desc', 'ascending', 'descending'].includes(order)) {
    bad(lang, 'isAsc 只能是 asc 或 desc', 'isAsc must be asc or desc');
  }
  const sign = order.startsWith('desc') ? -1 : 1;
  const key = column as keyof T;
  return [...rows].sort((a, b) => sign * compare(a[key], b[key]));
}

/** Sort then cut one page; a page past the end is clamped to the last page. */
export function paginate<T extends object>(lang: Lang, q: URLSearchParams, rows: T[]): { rows: T[]; total: number } {
  const all = sorted(lang, q, rows);
  const size = Math.min(positive(lang, q, 'pageSize', 10), 1000);
  const lastPage = Math.max(1, Math.ceil(all.length / size));
  const pageNum = Math.min(positive(lang, q, 'pageNum', 1), lastPage);
  return { rows: all.slice((pageNum - 1) * size, pageNum * size), total: all.length };
}
