import { sql } from 'drizzle-orm';
import { rawRows, type Db } from '../../db/types';

// The ids of the audit trail's entries, taken from the entries' own identity sequence a block at
// a time, ahead of the calls that use them. A writing call knows its entry's id before it writes,
// so the triggers file its changes under that id at once, and the entry is one insert once the
// call has answered: no transaction and no second write of the changes (docs/server.md "The audit
// trail"). A sequence never hands out a number twice, so two instances never share an id.

/** Ids taken per trip to the database; the next block is asked for when half is used. */
const BLOCK = 32;

interface Pool {
  ids: number[];
  filling: boolean;
}

/** One pool per database: the tests run several in one process. */
const pools = new WeakMap<Db, Pool>();

const NEXT_IDS = sql`select nextval(pg_get_serial_sequence('sys_oper_log', 'oper_id')) as id
                       from generate_series(1, ${BLOCK})`;

async function fill(db: Db, pool: Pool): Promise<void> {
  try {
    const rows = await rawRows<{ id: string | number }>(db, NEXT_IDS);
    pool.ids.push(...rows.map((row) => Number(row.id)));
  } catch {
    // the database is going away or unreachable: a call without an id at hand files its changes
    // once its entry is written (entries.ts), so nothing is lost
  } finally {
    pool.filling = false;
  }
}

/**
 * The id of the entry the calling write will have, or null when none is at hand yet (the first
 * calls after a start): the call then files its changes under a key of its own until its entry is
 * written.
 */
export function takeEntryId(db: Db): number | null {
  let pool = pools.get(db);
  if (!pool) pools.set(db, (pool = { ids: [], filling: false }));
  if (pool.ids.length < BLOCK / 2 && !pool.filling) {
    pool.filling = true;
    void fill(db, pool);
  }
  return pool.ids.shift() ?? null;
}
