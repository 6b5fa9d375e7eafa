import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/**
 * The one database type every query is written against. PGlite's and node-postgres's drizzle
 * instances are both this, and so is a transaction of either: a query that takes a `Db` runs
 * inside or outside a transaction, on either engine.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * The rows of a raw SQL statement. Both engines answer `{ rows }`; the shared `Db` type cannot
 * say so, hence the one cast here.
 */
export async function rawRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
