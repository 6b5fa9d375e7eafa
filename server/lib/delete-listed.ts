import { inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/types';

/**
 * Deletes the rows of `table` whose `key` is one of `ids`, or none when one of them is not there
 * (`missing` refuses the call): a delete of several records is all or nothing (docs/api.md
 * "Records"). The rows are locked first, so that a concurrent delete cannot slip between the
 * check and the delete.
 */
export async function deleteListed(db: Db, table: PgTable, key: PgColumn, ids: number[], missing: () => never) {
  await db.transaction(async (tx) => {
    const found = await tx.select({ id: key }).from(table).where(inArray(key, ids)).for('update');
    if (ids.some((id) => !found.some((row) => row.id === id))) missing();
    await tx.delete(table).where(inArray(key, ids));
  });
}
