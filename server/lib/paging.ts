import { and, asc, count, desc, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { ListPage } from '@contract/records';
import type { Db } from '../db/types';
import { isDay } from './day';
import { fail } from './errors';

// The list convention of docs/api.md "Lists", done in SQL: filters become WHERE conditions,
// `orderByColumn`/`isAsc` an ORDER BY over the columns an area allows, `pageNum`/`pageSize` a
// LIMIT/OFFSET with a count when the page is full (a page past the end answers the last page). The
// count stops at TOTAL_CAP: a page is an index range, and so is the count, however large the table.

export type Query = Record<string, string | undefined>;

/**
 * A trimmed query value, '' when absent (an empty filter matches everything). A NUL character is
 * refused here, naming the filter: PostgreSQL text cannot hold one and would answer a database error.
 */
export function param(q: Query, key: string): string {
  const value = (q[key] ?? '').trim();
  if (value.includes('\u0000')) fail(`${key} 含有无效字符`, `${key} contains an invalid character`);
  return value;
}

function positive(q: Query, key: string, fallback: number): number {
  const value = param(q, key);
  if (!value) return fallback;
  if (!/^\d{1,9}$/.test(value)) fail(`${key} 必须是正整数`, `${key} must be a positive whole number`);
  return Math.max(1, Number(value));
}

/**
 * ORDER BY for `orderByColumn` (a camelCase field of the rows) and `isAsc`; an unknown column is
 * refused. `sortable` maps the fields a list may be sorted by to their column or expression.
 */
export function orderBy(q: Query, sortable: Record<string, AnyPgColumn | SQL>): SQL | undefined {
  const column = param(q, 'orderByColumn');
  if (!column) return undefined;
  if (!Object.hasOwn(sortable, column)) fail(`不支持按 ${column} 排序`, `Sorting by ${column} is not supported`);
  const order = param(q, 'isAsc').toLowerCase();
  if (order && !['asc', 'desc', 'ascending', 'descending'].includes(order)) {
    fail('isAsc 只能是 asc 或 desc', 'isAsc must be asc or desc');
  }
  return order.startsWith('desc') ? desc(sortable[column]) : asc(sortable[column]);
}

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Case-insensitive "contains" on one column or either of several (both language names). */
export function containsText(needle: string, ...columns: AnyPgColumn[]): SQL | undefined {
  if (!needle) return undefined;
  const pattern = `%${escapeLike(needle)}%`;
  return or(...columns.map((column) => ilike(column, pattern)));
}

const DAY = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/;

/**
 * A day filter as `yyyy-MM-dd` (a time after it is ignored), '' when absent. The day must be on
 * the calendar: PostgreSQL refuses 2024-02-30 with a database error.
 */
export function dayParam(q: Query, key: string): string {
  const value = param(q, key);
  if (value && !(DAY.test(value) && isDay(value.slice(0, 10)))) {
    fail(`${key} 必须是 yyyy-MM-dd 格式的日期`, `${key} must be a date as yyyy-MM-dd`);
  }
  return value.slice(0, 10);
}

/** `params[begin<Name>]` / `params[end<Name>]` as whole days, both ends inclusive. */
export function dateRange(q: Query, column: AnyPgColumn, name = 'Time'): SQL | undefined {
  const begin = dayParam(q, `params[begin${name}]`);
  const end = dayParam(q, `params[end${name}]`);
  return and(begin ? gte(column, sql`${begin}::date`) : undefined, end ? lt(column, sql`${end}::date + 1`) : undefined);
}

/**
 * A list counts its matching rows up to this many. Past it the answer says `total: TOTAL_CAP` with
 * `totalCapped: true` (the console shows "More than 10000"), and every page is served as asked: counting a
 * hundred thousand rows on each call would cost more than the page itself.
 */
export const TOTAL_CAP = 10_000;

/** A page as lists answer it (`totalCapped` when more than TOTAL_CAP rows match). */
export type Page<T> = ListPage<T>;

/**
 * Counts the rows a list's query matches, reading at most `limit` of them; `page` is the page
 * just read (a remembered count takes its table's token from it: remembered-count.ts).
 */
export type Counter = (limit: number, page?: readonly object[]) => Promise<number>;

/** The statement counting the rows `matching` selects (joins and WHERE included; `$dynamic()`), at most `limit`. */
export const countStatement = (db: Db, matching: PgSelect, limit: number) =>
  db.select({ n: count() }).from(matching.limit(limit).as('matching'));

/** The counter of a query selecting the matching rows (joins and WHERE included; `$dynamic()`). */
export function countSelected(db: Db, matching: PgSelect): Counter {
  return async (limit) => (await countStatement(db, matching, limit))[0].n;
}

/** The rows of one table matching `where`, as a count reads them. */
export const matchingRows = (db: Db, table: PgTable, where: SQL | undefined) =>
  db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .$dynamic();

/** The counter of one table's rows matching `where`. */
export function countRows(db: Db, table: PgTable, where: SQL | undefined): Counter {
  return countSelected(db, matchingRows(db, table, where));
}

/**
 * One page of a list: `rows` reads a window of the filtered rows in order, `count` counts them (up
 * to TOTAL_CAP + 1). Both are the area's own queries with the same WHERE. The page is read first:
 * one that is neither full nor empty is the last, and its rows give the total without a count
 * (most lists of a school fit on their first page).
 */
export async function listPage<T extends object>(
  q: Query,
  count: Counter,
  rows: (limit: number, offset: number) => Promise<T[]>,
): Promise<Page<T>> {
  const size = Math.min(positive(q, 'pageSize', 10), 1000);
  const requested = positive(q, 'pageNum', 1);
  const offset = (requested - 1) * size;
  const page = await rows(size, offset);
  if (page.length > 0 && page.length < size) return { rows: page, total: offset + page.length };
  if (page.length === 0 && requested === 1) return { rows: [], total: 0 };
  const total = await count(TOTAL_CAP + 1, page);
  // past the cap where the rows end is not known: the page asked for, empty past the end
  if (total > TOTAL_CAP) return { rows: page, total: TOTAL_CAP, totalCapped: true };
  const lastPage = Math.max(1, Math.ceil(total / size));
  if (requested <= lastPage) return { rows: page, total };
  return { rows: total ? await rows(size, (lastPage - 1) * size) : [], total };
}

/**
 * The rows of a page whose ids a first, light statement found (one table, planned for the call's
 * filters and order), read by `byIds` (a prepared statement of the rows with their joins and
 * counts, whose plan does not depend on the filters) and put back in the ids' order; a row gone
 * between the two statements is left out. docs/performance.md, "The school list in two steps".
 */
export async function rowsOfIds<R>(
  ids: readonly number[],
  byIds: (ids: number[]) => Promise<R[]>,
  idOf: (row: R) => number,
): Promise<R[]> {
  if (!ids.length) return [];
  const found = new Map((await byIds([...ids])).map((row) => [idOf(row), row]));
  return ids.flatMap((id) => found.get(id) ?? []);
}

/**
 * One page of `select` (its joins and WHERE in place, `$dynamic()`) in the order the list asks for
 * among `sortable`, then in the list's own order `then` (ending with the id, so that no row stands
 * on two pages).
 */
export function sortedPage<S extends PgSelect>(
  q: Query,
  count: Counter,
  select: S,
  sortable: Record<string, AnyPgColumn | SQL>,
  ...then: SQL[]
): Promise<Page<Awaited<S>[number]>> {
  const order = orderBy(q, sortable);
  return listPage(q, count, (limit, offset) =>
    select
      .orderBy(...(order ? [order] : []), ...then)
      .limit(limit)
      .offset(offset),
  );
}

/**
 * One page of one table's rows matching `where`: `sortedPage` over `select * from table`. Drizzle
 * cannot type `from()` over a table type parameter, so the select is built over the plain table
 * type and its rows are the table's own rows, said once here.
 */
export function tablePage<T extends PgTable>(
  db: Db,
  q: Query,
  table: T,
  where: SQL | undefined,
  sortable: Record<string, AnyPgColumn | SQL>,
  ...then: SQL[]
): Promise<Page<T['$inferSelect']>> {
  const rows = db
    .select()
    .from(table as PgTable)
    .where(where)
    .$dynamic();
  return sortedPage(q, countRows(db, table, where), rows, sortable, ...then) as Promise<Page<T['$inferSelect']>>;
}
