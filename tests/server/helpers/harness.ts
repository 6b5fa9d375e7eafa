import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { createApp, type App } from '../../../server/app';
import { forgetStorageConfigs } from '../../../server/areas/file/storage/choice';
import { entriesWritten } from '../../../server/lib/audit/trail';
import { createPglite, openPostgres, pgliteDatabase, type Database } from '../../../server/db/client';
import { captchas, sessions } from '../../../server/db/schema';
import type { RateLimits } from '../../../server/lib/rate-limit-settings';
import type { Db } from '../../../server/db/types';
import { TestClock } from './clock';
import { captureLog } from './log-capture';
import { databaseUrl, TEMPLATE_DB } from './engines';
import { restoreSnapshot } from './snapshot';
import { ensurePgliteTemplate } from './template';

// The server under test, once per worker: its database copied from the run's template
// (tests/server/helpers/global-setup.ts; for component tests tests/unit/helpers/real-server.ts), reset to the seed before each test (tests/server/helpers/setup.ts),
// and a clock the tests move instead of waiting.

export const clock = new TestClock();

/**
 * The shared app's rate limits, far above the defaults: a test not about limits may log in and
 * register as often as it needs. The limits' own tests (rate-limits.test.ts) run the defaults.
 */
export const RAISED_RATE_LIMITS: RateLimits = {
  loginPerAddress: 100_000,
  loginPerAccount: 100_000,
  captchaPerAddress: 100_000,
  registerPerAddress: 100_000,
  activityRegistrationPerAddress: 100_000,
  uploadPerAccount: 100_000,
};

/** What the worker's apps log, kept in memory (emptied before each test): tests read it. */
export const serverLog = captureLog();

let opening: Promise<Database> | undefined;
let database: Database | undefined;
let app: App | undefined;

/** On PostgreSQL, the name of this worker's database. */
export const workerDatabaseName = () => `csp_test_${process.env.VITEST_POOL_ID ?? process.pid}`;

async function openWorkerDatabase(): Promise<Database> {
  const config = inject('serverDb');
  if (config.engine === 'pglite') {
    await ensurePgliteTemplate(config.template);
    const template = new Blob([await readFile(config.template)]);
    // Under jsdom (the component tests) the server shares its event loop with React's scheduler,
    // whose every turn renders for up to 5 ms, and it accepts no connections: there a turn per
    // query only slowed the calls, an import's hundreds of them past the tests' waits.
    return pgliteDatabase(await createPglite(undefined, template), { pacedByTurns: typeof window === 'undefined' });
  }
  // One database per worker, cloned from the template (no other worker writes to it).
  const name = workerDatabaseName();
  const admin = new pg.Client({ connectionString: config.url });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}" template ${TEMPLATE_DB}`);
  } finally {
    await admin.end();
  }
  return openPostgres(databaseUrl(config.url, name), 4);
}

/**
 * On PostgreSQL, `run` given a pool of one connection to this worker's database (so that what a
 * test prepares on it is on the connection it reads), ended afterwards.
 */
export async function onOneConnection<T>(run: (pool: pg.Pool) => Promise<T>): Promise<T> {
  const config = inject('serverDb');
  if (config.engine !== 'postgres') throw new Error('onOneConnection needs PostgreSQL');
  const pool = new pg.Pool({ connectionString: databaseUrl(config.url, workerDatabaseName()), max: 1 });
  try {
    return await run(pool);
  } finally {
    await pool.end();
  }
}

/** Opens this worker's database the first time (test files of a worker share it). */
export async function connect(): Promise<void> {
  opening ??= openWorkerDatabase();
  database = await opening;
  app ??= createApp({ db: database.db, clock, log: serverLog.log, rateLimits: RAISED_RATE_LIMITS });
}

export async function resetServer(): Promise<void> {
  // the last test's entries land before the restore, not in the next test
  await entriesWritten();
  clock.reset();
  serverLog.clear();
  await restoreSnapshot(db());
  // the restore wrote the storage configurations behind the app's back
  forgetStorageConfigs(db());
}

export function db(): Db {
  if (!database) throw new Error('tests/server/helpers/setup.ts connects before the tests run');
  return database.db;
}

/** The worker's database with its engine and start-up lock, as server/main.ts holds it. */
export function workerDatabase(): Database {
  if (!database) throw new Error('tests/server/helpers/setup.ts connects before the tests run');
  return database;
}

export function serverApp(): App {
  if (!app) throw new Error('tests/server/helpers/setup.ts connects before the tests run');
  return answeredWithEntries(app);
}

/**
 * The app whose answers come once the call's audit entry is written too: the server writes it
 * just after answering (server/lib/audit/trail.ts), and a test reads the log at once.
 */
function answeredWithEntries(of: App): App {
  return new Proxy(of, {
    get(target, prop) {
      if (prop !== 'fetch') return Reflect.get(target, prop, target) as unknown;
      return async (...args: Parameters<App['fetch']>) => {
        const response = await target.fetch(...args);
        await entriesWritten();
        return response;
      };
    },
  });
}

/** A second app on the same database, for a test that mounts a route of its own first. */
export function freshApp(): App {
  return createApp({ db: db(), clock, log: serverLog.log, rateLimits: RAISED_RATE_LIMITS });
}

// Direct reads and writes for what the tests set up or check but the ported areas do not
// offer yet (or must not offer to a client).

export async function peekCaptchaAnswer(uuid: string): Promise<string | undefined> {
  const [row] = await db().select({ answer: captchas.answer }).from(captchas).where(eq(captchas.uuid, uuid));
  return row?.answer;
}

/** Every current session now counts as expired (its next call gets 401). */
export async function expireAllSessions(): Promise<void> {
  await db()
    .update(sessions)
    .set({ lastActiveAt: sql`${sessions.lastActiveAt} - interval '1 day'` });
}
