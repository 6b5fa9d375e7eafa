import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../../../server/db/client';
import { rawRows } from '../../../server/db/types';
import {
  createPgCluster,
  postgresBinariesForTests,
  removeAllPgClusters,
  type PgCluster,
} from '../helpers/processes/pg-cluster';

// The PostgreSQL pool of server/db/client.ts when its database misbehaves: a connection cut
// while a request holds it, a database gone silent, a statement that runs on. None may crash
// the process or hold a call past the 10 s the console waits for an answer. A throw-away
// cluster of this file's own (ports 55520-55522), since these tests cut, freeze and slow it.

/** What no call may exceed: the time the console waits for an answer (src/api/request.ts). */
const CALL_LIMIT_MS = 10_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function timed<T>(work: Promise<T>): Promise<{ ms: number; outcome: 'ok' | 'failed' }> {
  const started = Date.now();
  const outcome = await work.then(
    () => 'ok' as const,
    () => 'failed' as const,
  );
  return { ms: Date.now() - started, outcome };
}

describe.skipIf(!postgresBinariesForTests())('the PostgreSQL pool under faults', () => {
  let cluster: PgCluster;
  let database: Database;
  const selectOne = () => database.db.execute(sql`select 1`);
  const backendPid = async (db: Database['db']) =>
    (await rawRows<{ pid: number }>(db, sql`select pg_backend_pid() as pid`))[0].pid;

  /** Ends a backend from another connection, as an administrator or a restart would. */
  async function terminate(pid: number): Promise<void> {
    const admin = new pg.Client({ connectionString: cluster.url() });
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend($1)', [pid]);
    } finally {
      await admin.end();
    }
  }

  beforeAll(async () => {
    cluster = await createPgCluster({ ports: [55520, 55522] });
    await cluster.start();
    database = openPostgres(cluster.url(), 3);
  }, 30_000);

  afterAll(async () => {
    cluster?.resume();
    await database?.close().catch(() => undefined);
    await removeAllPgClusters();
  });

  // A connection out of the pool has no listener of the pool's: its 'error' event, unheard,
  // would be an uncaught exception that ends the server.
  it('survives the connection of a transaction being cut while it waits between statements', async () => {
    const attempt = database.db.transaction(async (tx) => {
      await terminate(await backendPid(tx));
      await sleep(300); // the termination reaches the connection while nobody queries it
      await tx.execute(sql`select 1`);
    });
    await expect(attempt).rejects.toThrow();
    await expect(selectOne()).resolves.toBeDefined();
  });

  it('survives the start-up connection being cut while it holds the lock', async () => {
    const attempt = database.exclusive(async (db) => {
      await terminate(await backendPid(db));
      await sleep(300);
      await db.execute(sql`select 1`);
    });
    await expect(attempt).rejects.toThrow();
    await expect(selectOne()).resolves.toBeDefined();
  });

  it('gives up on a statement that runs on, and the connection serves the next call', async () => {
    const slow = await timed(database.db.execute(sql`select pg_sleep(30)`));
    expect(slow.outcome).toBe('failed');
    expect(slow.ms).toBeLessThan(CALL_LIMIT_MS);
    await expect(selectOne()).resolves.toBeDefined();
  }, 40_000);

  // The longest wait: a transaction's statement that never answers, then its rollback queued
  // behind it on the same connection, each given up after query_timeout.
  it('gives up on a transaction whose database goes silent within the limit, rollback included', async () => {
    const attempt = timed(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        cluster.pause();
        await tx.execute(sql`select 1`);
      }),
    );
    try {
      const call = await attempt;
      expect(call.outcome).toBe('failed');
      expect(call.ms).toBeLessThan(CALL_LIMIT_MS);
    } finally {
      cluster.resume();
    }
  }, 40_000);

  it('answers within the limit while the database is silent, and recovers when it speaks again', async () => {
    await selectOne(); // at least one idle connection, whose next query will meet the silence
    cluster.pause();
    try {
      // more calls than connections: some wait on a silent connection, some for a new one
      const calls = await Promise.all(Array.from({ length: 5 }, () => timed(selectOne())));
      for (const call of calls) {
        expect(call.outcome).toBe('failed');
        expect(call.ms).toBeLessThan(CALL_LIMIT_MS);
      }
    } finally {
      cluster.resume();
    }
    const started = Date.now();
    for (;;) {
      const call = await timed(selectOne());
      if (call.outcome === 'ok') break;
      if (Date.now() - started > 5_000) throw new Error('the pool did not recover within 5 s of the database');
      await sleep(200);
    }
  }, 40_000);
});
