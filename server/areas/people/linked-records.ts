import { asc, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/types';
import { named, type Lang } from '../../lib/lang';

type Key = AnyPgColumn<{ data: number; notNull: true }>;
type Text = AnyPgColumn<{ data: string; notNull: true }>;

/** A record tied to a user by a link table: its key and its name in both languages. */
export interface LinkedRecord {
  userId: number;
  id: number;
  zh: string;
  en: string;
}

/**
 * For each of `userIds`, the records a link table ties to them (a user's roles, the classes they
 * teach, the courses and classes they are assigned to), in the records' key order: one query for
 * a page of users.
 */
export function linkedToUsers(
  db: Db,
  userIds: number[],
  link: { userId: Key; recordId: Key },
  record: { id: Key; zh: Text; en: Text },
): Promise<LinkedRecord[]> {
  return db
    .select({ userId: link.userId, id: record.id, zh: record.zh, en: record.en })
    .from(link.userId.table)
    .innerJoin(record.id.table, eq(record.id, link.recordId))
    .where(inArray(link.userId, userIds))
    .orderBy(asc(record.id));
}

/** The records of one user among `rows`. */
export const recordsOf = (rows: LinkedRecord[], userId: number) => rows.filter((r) => r.userId === userId);

/** The names of one user's records in the request's language. */
export const namesOf = (rows: LinkedRecord[], userId: number, lang: Lang) =>
  recordsOf(rows, userId).map((r) => named(lang, r.zh, r.en));
