import { and, asc, desc, eq, exists, inArray, not, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { operChanges, operLogs, roles, schools } from '../../db/schema';
import type { Db } from '../../db/types';
import type { Auth } from '../../lib/context';
import { fail, notFound } from '../../lib/errors';
import { dateRange, param, tablePage, type Query } from '../../lib/paging';
import { visibleEntries } from './visible';
import { roleNames } from '../role/names';
import { schoolNames } from '../school/names';

// The audit trail's entries (docs/api.md "Monitoring"): the list with its filters, one entry
// with the rows it changed, a record's history, and deleting entries. The entry of a deletion is
// kept (`kept`): the trail always shows that it was cut.

type EntryRow = typeof operLogs.$inferSelect;

const SORTABLE = { operTime: operLogs.operTime, costTime: operLogs.costTime, operName: operLogs.operName };

const missing = (): never => notFound('操作日志不存在', 'The log entry does not exist');

const answer = ({ operTime, ...row }: EntryRow) => ({ ...row, operTime: operTime.toISOString() });

/** The entries that changed the record `recordKey` of `tableName`. */
function touching(tableName: string, recordKey: string): SQL {
  return exists(
    new QueryBuilder()
      .select({ one: operChanges.changeId })
      .from(operChanges)
      .where(
        and(
          eq(operChanges.operId, operLogs.operId),
          eq(operChanges.tableName, tableName),
          eq(operChanges.recordKey, recordKey),
        ),
      ),
  );
}

export async function listEntries(db: Db, auth: Auth, q: Query) {
  const [module, type, name, status] = ['module', 'businessType', 'operName', 'status'].map((key) => param(q, key));
  const [tableName, recordKey] = [param(q, 'tableName'), param(q, 'recordKey')];
  const where = and(
    visibleEntries(auth),
    module ? eq(operLogs.module, module) : undefined,
    type ? eq(operLogs.businessType, type) : undefined,
    name ? eq(operLogs.operName, name) : undefined,
    status ? eq(operLogs.status, Number(status)) : undefined,
    dateRange(q, operLogs.operTime),
    tableName && recordKey ? touching(tableName, recordKey) : undefined,
  );
  const page = await tablePage(db, q, operLogs, where, SORTABLE, desc(operLogs.operTime), desc(operLogs.operId));
  return { ...page, rows: page.rows.map(answer) };
}

async function changesOf(db: Db, operIds: number[], record?: { tableName: string; recordKey: string }) {
  if (!operIds.length) return [];
  return db
    .select({
      operId: operChanges.operId,
      tableName: operChanges.tableName,
      recordKey: operChanges.recordKey,
      action: operChanges.action,
      changes: operChanges.changes,
    })
    .from(operChanges)
    .where(
      and(
        inArray(operChanges.operId, operIds),
        record && eq(operChanges.tableName, record.tableName),
        record && eq(operChanges.recordKey, record.recordKey),
      ),
    )
    .orderBy(asc(operChanges.changeId));
}

/**
 * One entry with every row it changed, in the order they changed, and the names of its role and
 * school in both languages as they are now (null when the role or school is gone).
 */
export async function readEntry(db: Db, auth: Auth, operId: number) {
  const [found] = await db
    .select({
      entry: operLogs,
      ...roleNames,
      ...schoolNames,
    })
    .from(operLogs)
    .leftJoin(roles, eq(roles.roleKey, operLogs.roleKey))
    .leftJoin(schools, eq(schools.schoolId, operLogs.schoolId))
    .where(and(eq(operLogs.operId, operId), visibleEntries(auth)));
  if (!found) return missing();
  const { entry, ...names } = found;
  const changes = (await changesOf(db, [operId])).map(({ operId: _operId, ...change }) => change);
  return { ...answer(entry), ...names, changes };
}

/** A record's entries, newest first, each with what it changed of that record. */
export async function recordHistory(db: Db, auth: Auth, q: Query) {
  const record = { tableName: param(q, 'tableName'), recordKey: param(q, 'recordKey') };
  const page = await listEntries(db, auth, q);
  const changes = await changesOf(
    db,
    page.rows.map((row) => row.operId),
    record,
  );
  return {
    ...page,
    rows: page.rows.map((row) => ({
      ...row,
      changes: changes.filter((change) => change.operId === row.operId).map(({ operId: _id, ...change }) => change),
    })),
  };
}

const KEPT = {
  zh: '删除或清空日志的记录不能删除',
  en: 'The entries that record a deletion or clean-up of the log cannot be deleted',
};

/** Deletes the entries and their changes; refused whole when one of them is a kept entry. */
export async function deleteEntries(db: Db, auth: Auth, operIds: number[]) {
  const found = await db
    .select({ operId: operLogs.operId, kept: operLogs.kept })
    .from(operLogs)
    .where(and(inArray(operLogs.operId, operIds), visibleEntries(auth)));
  if (found.length < new Set(operIds).size) return missing();
  if (found.some((row) => row.kept)) return fail(KEPT.zh, KEPT.en);
  await removeEntries(db, inArray(operLogs.operId, operIds));
}

/** Deletes every entry the caller sees but the kept ones. */
export async function cleanEntries(db: Db, auth: Auth) {
  await removeEntries(db, and(not(operLogs.kept), visibleEntries(auth)));
}

/** Deletes the entries `which` selects with the changes they recorded; answers how many went. */
export async function removeEntries(db: Db, which: SQL | undefined): Promise<number> {
  const chosen = new QueryBuilder().select({ operId: operLogs.operId }).from(operLogs).where(which);
  await db.delete(operChanges).where(inArray(operChanges.operId, chosen));
  return (await db.delete(operLogs).where(which).returning({ operId: operLogs.operId })).length;
}
