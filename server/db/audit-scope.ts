import { AsyncLocalStorage } from 'node:async_hooks';
import { randomInt } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { passThrough, pgliteWithQueries, type PgliteQuery } from './client-proxies';
import { namedRead, onlyReads, type ReadNamer } from './statement-names';

// How a write reaches the audit trigger (./audit-triggers.ts) with its call's key. A writing call
// runs inside `auditScope` (server/lib/audit/trail.ts); the database clients below, which every
// query of the app goes through, begin each statement of such a call that may write with a tag,
// `/*csp:oper=<key>*/`, which the trigger reads from the statement's own text (current_query())
// and files the rows' changes under. The key is the id the call's entry will have, taken ahead
// from the entries' sequence (server/lib/audit/entry-ids.ts); when none was at hand, a negative
// number of the call's own, made here without asking the database, and the changes are filed
// under the entry's id once it is written (server/lib/audit/entries.ts). Outside a scope (start-up, the
// seed, the tests' own set-up) statements pass untouched, so those writes leave no entry.
//
// The tag rides in the statement itself, so recording costs a write no round trip at all; a
// transaction-local setting would need its own statement, and a transaction around each write to
// hold it. A transaction per request instead would hold PGlite's single connection, and a pooled
// one, through every password hash, upload and WeChat call. The tag is written here only, at the
// start of the text, and what a user sends reaches a statement as a parameter, never as its text:
// nobody else can name a call.
//
// The same clients send each read as a named statement (./statement-names.ts).

/** The call a write belongs to: the key its changes are filed under until its entry is written. */
export interface AuditScope {
  /** the entry's id when known ahead; else negative, never an entry's id, made at the first write */
  changesKey: number | null;
}

export const auditScope = new AsyncLocalStorage<AuditScope>();

/** The statement's text with its call's tag in front. */
function tagged(text: string, scope: AuditScope): string {
  scope.changesKey ??= -randomInt(1, 2 ** 48);
  return `/*csp:oper=${scope.changesKey}*/ ${text}`;
}

/** The PGlite client whose scoped writes, its own and its transactions', are tagged. */
export function auditedPglite(client: PGlite): PGlite {
  /** `query` of the client or of one of its transactions, tagging a scoped write. */
  const tagging =
    (query: PgliteQuery): PgliteQuery =>
    (text, params, options) => {
      const scope = auditScope.getStore();
      return query(!scope || onlyReads(text) ? text : tagged(text, scope), params, options);
    };
  return pgliteWithQueries(client, tagging);
}

type PgQuery = string | { text: string };

/** The same query with its text tagged when it is a scoped write, or named when it reads (./statement-names.ts). */
function taggedQuery(query: PgQuery, named: ReadNamer): PgQuery {
  const scope = auditScope.getStore();
  const text = typeof query === 'string' ? query : query.text;
  if (onlyReads(text)) return typeof query === 'string' ? query : named(query);
  if (!scope) return query;
  return typeof query === 'string' ? tagged(text, scope) : { ...query, text: tagged(text, scope) };
}

/** A pooled connection whose scoped writes are tagged. */
function auditedConnection(connection: pg.PoolClient, named: ReadNamer): pg.PoolClient {
  return new Proxy(connection, {
    get(target, prop) {
      if (prop === 'query')
        return (query: PgQuery, params?: unknown[]) => target.query(taggedQuery(query, named) as string, params);
      return passThrough(target, prop);
    },
  });
}

/** A pool whose scoped writes are tagged and whose reads are named by `named` (the process's names by default). */
export function auditedPool(pool: pg.Pool, named: ReadNamer = namedRead): pg.Pool {
  return new Proxy(pool, {
    get(target, prop) {
      if (prop === 'query')
        return (query: PgQuery, params?: unknown[]) => target.query(taggedQuery(query, named) as string, params);
      if (prop === 'connect') return async () => auditedConnection(await target.connect(), named);
      return passThrough(target, prop);
    },
  });
}
