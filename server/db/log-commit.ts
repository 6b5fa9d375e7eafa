import { sql } from 'drizzle-orm';

/**
 * A `returning` column that makes the statement's own transaction commit without waiting for the
 * disk (PostgreSQL's asynchronous commit, set for that transaction alone): a log's row written in
 * one round trip, which a crash of the database server can undo for the last fraction of a
 * second. PGlite takes the setting and has no disk shared with anyone to wait for.
 */
export const COMMIT_WITHOUT_DISK_WAIT = {
  asyncCommit: sql<string>`set_config('synchronous_commit', 'off', true)`,
};
