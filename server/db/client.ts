import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { auditedPglite, auditedPool } from './audit-scope';
import { makePgliteFolder, pgliteFolder } from './pglite-folder';
import { pglitePacedByTurns } from './pglite-turns';
import * as schema from './schema';
import type { Db } from './types';

// The two engines behind one `Db`: PGlite (PostgreSQL in WebAssembly, in a data folder) by
// default, a PostgreSQL pool when DATABASE_URL is set. Only the set-up here differs; every
// query, the migrations and the seed are the same code for both. (PGlite's node-postgres
// adapter is not used: drizzle's migrator hangs on it.)

// Paths beside this file from its own path, not `new URL('./x', import.meta.url)`: Vite rewrites
// that form into an asset address in the component tests (jsdom), which open this server too.
const HERE = dirname(fileURLToPath(import.meta.url));

export const MIGRATIONS_FOLDER = join(HERE, 'migrations');

export interface Database {
  engine: 'pglite' | 'postgres';
  db: Db;
  /** Runs `work` on one connection holding the server's advisory lock, with the migrator bound to it. */
  exclusive<T>(work: (db: Db, migrate: () => Promise<void>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** a PGlite folder this start made: the process that made it has told its migrations and seed */
  created?: boolean;
}

/** Any number taken by this application alone: the advisory lock its instances share for start-up. */
const STARTUP_LOCK = 0x637370; // "csp"

/** `pacedByTurns`: each query started in a turn of the event loop of its own (./pglite-turns.ts). */
export function pgliteDatabase(client: PGlite, { pacedByTurns = true } = {}): Database {
  const db = drizzlePglite({ client: auditedPglite(pacedByTurns ? pglitePacedByTurns(client) : client), schema });
  return {
    engine: 'pglite',
    db,
    // One connection per data folder: the lock only matters for the PostgreSQL engine, but
    // taking it here too keeps the start-up path the same on both.
    async exclusive(work) {
      await db.execute(sql`select pg_advisory_lock(${STARTUP_LOCK})`);
      try {
        return await work(db, () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }));
      } finally {
        await db.execute(sql`select pg_advisory_unlock(${STARTUP_LOCK})`);
      }
    },
    close: () => client.close(),
  };
}

export function postgresDatabase(pool: pg.Pool): Database {
  return {
    engine: 'postgres',
    db: drizzlePostgres({ client: auditedPool(pool), schema }),
    async exclusive(work) {
      // A session-level advisory lock belongs to one connection: the migrations and the seed
      // run on that same connection, so a second instance starting at the same moment waits.
      // Its own connection, without the calls' time limits: a migration may take longer, and
      // the second instance waits as long as the first one works.
      const { statement_timeout: _statement, query_timeout: _query, ...unlimited } = pool.options;
      const connection = new pg.Client(unlimited);
      connection.on('error', reportLostConnection);
      await connection.connect();
      try {
        const db = drizzlePostgres({ client: connection, schema });
        await db.execute(sql`select pg_advisory_lock(${STARTUP_LOCK})`);
        try {
          return await work(db, () => migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER }));
        } finally {
          await db.execute(sql`select pg_advisory_unlock(${STARTUP_LOCK})`);
        }
      } finally {
        await connection.end().catch(() => undefined);
      }
    },
    close: () => pool.end(),
  };
}

/**
 * The planner's cost of reading a page out of order: 1.1, as PostgreSQL's documentation advises
 * for SSDs and data held in memory, instead of its default 4 (spinning disks). With 4 it reads the
 * whole course table for a title search rather than use the trigram index (migration 0019), though
 * ILIKE on every row costs it 5 to 8 times more. Given to PGlite's configuration, and set on each
 * PostgreSQL connection (a session setting any user may make; nothing to configure on the server).
 */
export const RANDOM_PAGE_COST = '1.1';

/**
 * PostgreSQL's own buffer cache, inside the server's process with PGlite: 32 MB instead of the
 * default 128 MB keeps the process near 350 MB instead of 450 (a school's data is small, and
 * the operating system still caches the data folder's files). A school that outgrows it runs
 * PostgreSQL (DATABASE_URL), whose memory is its own. pg_trgm serves the title and name filters
 * (migration 0019): every PGlite that opens the server's database loads it.
 */
const PGLITE_OPTIONS = {
  postgresqlconf: `shared_buffers = 32MB\nrandom_page_cost = ${RANDOM_PAGE_COST}`,
  extensions: { pg_trgm },
};

/**
 * A PGlite client with the server's options (the trigram extension, the settings above), in `dir`
 * or in memory, from a dump when `loadDataDir` is given: every PGlite that opens the server's
 * database is made here, since one without the extension fails on the first write to an indexed
 * table.
 */
export function createPglite(dir?: string, loadDataDir?: Blob): Promise<PGlite> {
  return PGlite.create(dir, { ...PGLITE_OPTIONS, ...(loadDataDir && { loadDataDir }) });
}

/**
 * PGlite in `<dataDir>/pglite` (the data folder may hold other things later, such as files), made
 * first when new (./pglite-folder.ts): this process only ever opens a finished database.
 */
export async function openPglite(dataDir: string): Promise<Database> {
  const created = await makePgliteFolder(dataDir);
  return { ...pgliteDatabase(await createPglite(pgliteFolder(dataDir))), created };
}

/**
 * How long PostgreSQL may keep a call waiting, so that every call answers within the 10 s the
 * console waits (REQUEST_TIMEOUT_MS, src/api/request.ts), with the envelope's error when the
 * database fails: a connection (a new one, or the pool's next free one) within 2 s; a statement
 * PostgreSQL cancels after 3 s; an answer that never comes (a database gone silent) given up
 * after 3.5 s. The longest chain is a transaction's: its connection, a statement that never
 * answers, then the rollback queued behind it on the same connection, 2 + 3.5 + 3.5 = 9 s. No
 * call of the console needs a statement of seconds (a list page is an index range, a file at
 * most 5 MB). The start-up's connection (`exclusive`) has none of these limits.
 */
export const POSTGRES_LIMITS = { connectionTimeoutMillis: 2_000, statement_timeout: 3_000, query_timeout: 3_500 };

function reportLostConnection(error: Error): void {
  console.error('[db] connection lost:', error.message);
}

export function openPostgres(connectionString: string, max = 10): Database {
  // The planner's setting travels with each connection's start-up packet: a SET sent when the
  // pool connects would run beside the query the connection was taken for (two queries at once
  // on one connection, which node-postgres warns about and pg 9 refuses).
  const options = `-c random_page_cost=${RANDOM_PAGE_COST}`;
  const pool = new pg.Pool({ connectionString, max, options, ...POSTGRES_LIMITS });
  // A connection PostgreSQL ends (a restart, an administrator) must not crash the process. The
  // pool listens to its idle connections only; one taken out (a transaction's, between two
  // statements) would raise its 'error' with nobody listening, an uncaught exception. Each
  // connection gets a listener of its own; its statement fails, and the pool drops it.
  pool.on('connect', (client) => {
    client.on('error', reportLostConnection);
  });
  pool.on('error', () => undefined); // the connection's own listener has reported it
  return postgresDatabase(pool);
}

export function openDatabase(settings: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return settings.databaseUrl ? Promise.resolve(openPostgres(settings.databaseUrl)) : openPglite(settings.dataDir);
}
