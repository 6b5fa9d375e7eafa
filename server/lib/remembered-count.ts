import { eq, getTableName, is, sql, type SQL } from 'drizzle-orm';
import { PgTransaction, type PgTable } from 'drizzle-orm/pg-core';
import { preparedStatements } from '../db/prepared-statements';
import { tableVersions } from '../db/schema';
import type { Db } from '../db/types';
import { countStatement, matchingRows, type Counter } from './paging';

// A list's count remembered between calls (the course and school lists). Counting what a filter
// matches reads every match (a title search over a hundred thousand courses reads thousands of
// rows), while a person paging through a filtered list, or coming back to it, asks the same count
// again and again. A count is
// remembered under its table's token (sys_table_version): a trigger gives the table a new token in
// the same transaction as any write to it, and the token is read before the count, so a count is
// only ever reused for the rows it counted, whichever instance wrote them. docs/performance.md,
// "The course and school counts remembered".

/** Counts kept per database; the oldest goes first. */
const REMEMBERED_PER_DATABASE = 500;

const tokenOf = preparedStatements('csp_table_version', (db, _: 'token') =>
  db
    .select({ version: tableVersions.version })
    .from(tableVersions)
    .where(eq(tableVersions.tableName, sql.placeholder('table'))),
);

const remembered = new WeakMap<Db, Map<string, { version: string; n: number }>>();

function keptFor(db: Db) {
  let kept = remembered.get(db);
  if (!kept) remembered.set(db, (kept = new Map()));
  return kept;
}

/**
 * The table's token as a column of a list's page, spread beside the ids
 * (`select({ courseId: courses.courseId, ...withTableToken(courses) })`): the count then needs no
 * statement of its own to read it, and a full page of the course or school list costs three
 * statements instead of four (each one a round trip to PostgreSQL).
 */
export const withTableToken = (table: PgTable) => ({
  tableToken: sql<
    string | null
  >`(select ${tableVersions.version} from ${tableVersions} where ${tableVersions.tableName} = ${getTableName(table)})`,
});

/** The token a page's rows carry (read with `withTableToken`), if they carry one. */
function tokenOnPage(page: readonly object[] = []): string | undefined {
  const token = (page[0] as { tableToken?: unknown } | undefined)?.tableToken;
  return typeof token === 'string' ? token : undefined;
}

/**
 * The counter of one table's rows matching `where`, which must read that table's columns only:
 * a write elsewhere changes no token. A table without a token (the migration gives one to each
 * table it hangs the trigger on) is counted every time, and so is a count inside a transaction,
 * whose own writes change the token only as it commits. The token comes with the page when its
 * statement read it (`withTableToken`), else from a statement of its own.
 */
export function rememberedCount(db: Db, table: PgTable, where: SQL | undefined): Counter {
  const matching = matchingRows(db, table, where);
  return async (limit, page) => {
    const statement = countStatement(db, matching, limit);
    if (is(db, PgTransaction)) return (await statement)[0].n;
    const query = statement.toSQL();
    const key = `${query.sql}\n${JSON.stringify(query.params)}`;
    // the token first (the page was read before this count): a write committed after it only
    // makes this count newer than its token
    const version =
      tokenOnPage(page) ?? (await tokenOf(db, 'token').execute({ table: getTableName(table) }))[0]?.version;
    if (!version) return (await statement)[0].n;
    const kept = keptFor(db);
    const known = kept.get(key);
    if (known?.version === version) return known.n;
    const n = (await statement)[0].n;
    kept.delete(key);
    if (kept.size >= REMEMBERED_PER_DATABASE) kept.delete(kept.keys().next().value as string);
    kept.set(key, { version, n });
    return n;
  };
}
