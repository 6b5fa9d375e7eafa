import type { InferSelectModel, SQL } from 'drizzle-orm';
import type { PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../db/types';
import type { Auth } from './context';
import { formatTime, type Clock } from './clock';

// The bookkeeping columns of a record (docs/api.md "Records") as a write stamps them and an
// answer shows them.

/** Who created a record and when, for an insert. */
export const createdBy = (auth: Auth, clock: Clock) => ({
  createBy: auth.user.userName,
  createTime: formatTime(clock.now()),
});

/** Who changed a record last and when, for an update. */
export const updatedBy = (auth: Auth, clock: Clock) => ({
  updateBy: auth.user.userName,
  updateTime: formatTime(clock.now()),
});

/** Writes `values` into the rows of `table` that `where` picks, stamped with who changed them and when. */
export function updateStamped<T extends PgTable>(
  db: Db,
  auth: Auth,
  clock: Clock,
  table: T,
  where: SQL,
  values: PgUpdateSetSource<T>,
) {
  return db
    .update(table)
    .set({ ...values, ...updatedBy(auth, clock) } as PgUpdateSetSource<T>)
    .where(where);
}

/** A record never updated keeps its update time null in the table and answers it as ''. */
export const answered = <T extends { updateTime: string | null }>(row: T): T & { updateTime: string } => ({
  ...row,
  updateTime: row.updateTime ?? '',
});

/**
 * The one row of `table` that `where` picks (a record by its key), or what `missing` answers when
 * there is none: the area's own "does not exist" error.
 */
export async function findRow<T extends PgTable>(
  db: Db,
  table: T,
  where: SQL,
  missing: () => never,
): Promise<InferSelectModel<T>> {
  const [row] = (await db
    .select()
    .from(table as PgTable)
    .where(where)) as InferSelectModel<T>[];
  return row ?? missing();
}
