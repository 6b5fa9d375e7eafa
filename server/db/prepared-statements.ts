import { createHash } from 'node:crypto';
import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './types';

type Values = Record<string, unknown>;

/** A drizzle query with placeholders (`sql.placeholder`), run with their values. */
interface Runnable<Result> {
  execute(values?: Values): Promise<Result>;
}

/** A drizzle query builder: runnable as it is, or prepared under a name. */
interface Preparable<Result> extends Runnable<Result> {
  prepare(name: string): Runnable<Result>;
  toSQL(): { sql: string };
}

/**
 * A statement's name, from its text: one name always means one text. A connection refuses a name
 * it prepared for another text, and the connections outlive whoever names statements on them (a
 * second load of the server's modules on the same pool, as a test's second instance is, counts
 * its statements afresh).
 */
const nameOf = (prefix: string, text: string) =>
  `${prefix}_${createHash('sha256').update(text).digest('hex').slice(0, 16)}`;

/**
 * A family of prepared statements: one per database and key (the statement's shape: the columns
 * of an insert, the permission a lookup checks), built on first use and kept. A prepared statement
 * is drizzle's query built once instead of on every call, and on PostgreSQL a named statement that
 * each connection parses and plans once. Keys must be few (a connection keeps every name it
 * prepared) and plain data: two keys that read the same as JSON share their statement.
 *
 * In a transaction the query is built and run afresh instead, unnamed: each transaction would
 * otherwise name new statements on its pooled connection, which keeps them until it closes.
 *
 * Only for statements whose text never changes between calls: a scoped write's text carries its
 * call's audit tag (./audit-scope.ts), so a prepared write must run outside any call's scope.
 */
export function preparedStatements<Key, Result>(
  prefix: string,
  build: (db: Db, key: Key) => Preparable<Result>,
): (db: Db, key: Key) => Runnable<Result> {
  const kept = new WeakMap<Db, Map<string, Runnable<Result>>>();
  return (db, key) => {
    if (is(db, PgTransaction)) return build(db, key);
    let ofDb = kept.get(db);
    if (!ofDb) kept.set(db, (ofDb = new Map()));
    const shape = JSON.stringify(key);
    let statement = ofDb.get(shape);
    if (!statement) {
      const query = build(db, key);
      ofDb.set(shape, (statement = query.prepare(nameOf(prefix, query.toSQL().sql))));
    }
    return statement;
  };
}
