import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { rawRows, type Db } from '../../db/types';
import type { DatabaseFigures, Engine, PoolFigures } from '@contract/server-figures';

// The database as this instance sees it (docs/api.md "Server figures and metrics"): its engine,
// its size and, on PostgreSQL, the connection pool (RuoYi's data-source monitor). PGlite runs in
// the server's process with one connection and no pool.

/** The driver's client behind drizzle's database (the audit wrapper passes its fields through). */
const clientOf = (db: Db): unknown => (db as unknown as { $client?: unknown }).$client;

export function engineOf(db: Db): Engine {
  const client = clientOf(db);
  if (client instanceof PGlite) return 'pglite';
  if (client instanceof pg.Pool) return 'postgres';
  throw new Error('the database is neither PGlite nor a node-postgres pool');
}

export function poolFigures(db: Db): PoolFigures | null {
  const client = clientOf(db);
  if (!(client instanceof pg.Pool)) return null;
  return {
    max: client.options.max ?? 10,
    total: client.totalCount,
    idle: client.idleCount,
    waiting: client.waitingCount,
  };
}

/**
 * The size is asked at most once in SIZE_FRESH_MS whoever asks (the screen every 10 s, each
 * scrape), and given up after SIZE_TIME_LIMIT_MS: PostgreSQL walks the database's files for it,
 * and on PGlite it takes the one connection's turn.
 */
export const SIZE_FRESH_MS = 30_000;
export const SIZE_TIME_LIMIT_MS = 1_000;

interface SizeReading {
  at: number;
  size: Promise<number | null>;
}
const sizes = new WeakMap<Db, SizeReading>();

async function readSize(db: Db): Promise<number | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), SIZE_TIME_LIMIT_MS);
  });
  const asked = rawRows<{ size: string | number }>(db, sql`select pg_database_size(current_database()) as size`).then(
    ([row]) => (row ? Number(row.size) : null),
    () => null,
  );
  try {
    return await Promise.race([asked, late]);
  } finally {
    clearTimeout(timer);
  }
}

export function databaseSize(db: Db, now = Date.now()): Promise<number | null> {
  const known = sizes.get(db);
  if (known && now - known.at < SIZE_FRESH_MS) return known.size;
  const size = readSize(db);
  sizes.set(db, { at: now, size });
  return size;
}

export async function databaseFigures(db: Db): Promise<DatabaseFigures> {
  return { engine: engineOf(db), sizeBytes: await databaseSize(db), pool: poolFigures(db) };
}
