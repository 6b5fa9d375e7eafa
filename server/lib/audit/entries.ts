import { eq, sql } from 'drizzle-orm';
import type { AuditScope } from '../../db/audit-scope';
import { COMMIT_WITHOUT_DISK_WAIT } from '../../db/log-commit';
import { preparedStatements } from '../../db/prepared-statements';
import { operChanges, operLogs } from '../../db/schema';
import type { Db } from '../../db/types';

export type EntryValues = typeof operLogs.$inferInsert;

/**
 * The entry's insert, prepared once per database and set of columns (the commonest entry, whose
 * id was taken ahead). It runs after its call's scope, so its text is never tagged.
 */
const entryInserts = preparedStatements('csp_audit_entry', (db, columns: string[]) => {
  const row = Object.fromEntries(columns.map((column) => [column, sql.placeholder(column)]));
  return db
    .insert(operLogs)
    .values(row as unknown as EntryValues)
    .returning({ operId: operLogs.operId, ...COMMIT_WITHOUT_DISK_WAIT });
});

function preparedInsert(db: Db, values: EntryValues) {
  const columns = ['operId', ...Object.keys(values).filter((column) => column !== 'operId')].sort();
  return entryInserts(db, columns);
}

/**
 * Writes a call's entry. A call that knew its entry's id before it wrote (./entry-ids.ts) had its
 * changes filed under it by the triggers, so the entry is one insert. Otherwise its changes wait
 * under its own key (server/db/audit-scope.ts) and are filed under the entry's id together with
 * the entry: a crash leaves both or neither. The commit does not wait for the disk
 * (../../db/log-commit.ts): the changes themselves were committed with their writes.
 */
export async function writeEntry(db: Db, scope: AuditScope, values: EntryValues): Promise<number> {
  const insert = (on: Db, row: EntryValues) =>
    on
      .insert(operLogs)
      .values(row)
      .returning({ operId: operLogs.operId, ...COMMIT_WITHOUT_DISK_WAIT });
  const key = scope.changesKey;
  if (key === null) return (await insert(db, values))[0]!.operId;
  if (key > 0) return (await preparedInsert(db, values).execute({ ...values, operId: key }))[0]!.operId;
  return db.transaction(async (tx) => {
    const operId = (await insert(tx as unknown as Db, values))[0]!.operId;
    await tx.update(operChanges).set({ operId }).where(eq(operChanges.operId, key));
    return operId;
  });
}
