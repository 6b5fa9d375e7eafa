import { and, ne, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/types';

/**
 * Whether a record of `key`'s table other than `selfId` (the one being saved; null for a new
 * record) matches `where`: the check behind each "already used" answer, made before the write so
 * that the refusal names the field (a unique index still holds against two writes at once).
 */
export async function takenByAnother(db: Db, key: PgColumn, where: SQL | undefined, selfId: number | null) {
  const others = selfId === null ? undefined : ne(key, selfId);
  const [row] = await db.select({ key }).from(key.table).where(and(where, others)).limit(1);
  return row !== undefined;
}
