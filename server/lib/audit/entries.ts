import { eq } from 'drizzle-orm';
import type { AuditScope } from '../../db/audit-scope';
import { COMMIT_WITHOUT_DISK_WAIT } from '../../db/log-commit';
import { operChanges, operLogs } from '../../db/schema';
import type { Db } from '../../db/types';

export type EntryValues = typeof operLogs.$inferInsert;

/**
 * Writes a call's entry and files the changes it recorded (under the call's key, see
 * server/db/audit-scope.ts) under the entry's id, together: a crash leaves both or neither. The
 * commit does not wait for the disk (../../db/log-commit.ts): the changes themselves were committed
 * with their writes.
 */
export async function writeEntry(db: Db, scope: AuditScope, values: EntryValues): Promise<number> {
  const insert = (on: Db) =>
    on
      .insert(operLogs)
      .values(values)
      .returning({ operId: operLogs.operId, ...COMMIT_WITHOUT_DISK_WAIT });
  const key = scope.changesKey;
  if (key === null) return (await insert(db))[0]!.operId;
  return db.transaction(async (tx) => {
    const operId = (await insert(tx as unknown as Db))[0]!.operId;
    await tx.update(operChanges).set({ operId }).where(eq(operChanges.operId, key));
    return operId;
  });
}
