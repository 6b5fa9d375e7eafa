import { sql } from 'drizzle-orm';
import { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Db } from './types';

/**
 * Runs `write` (a log's row) so that its commit does not wait for the disk: on PostgreSQL in a
 * transaction with asynchronous commit, which a crash of the database server can undo for the
 * last fraction of a second; PGlite writes as it always does (its commit is no wait for a disk
 * it shares with no one, and a transaction would be three more statements).
 */
export async function withoutDiskWait(db: Db, write: (db: Db) => Promise<unknown>): Promise<void> {
  if (!(db instanceof NodePgDatabase)) {
    await write(db);
    return;
  }
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local synchronous_commit = off`);
    await write(tx as unknown as Db);
  });
}
