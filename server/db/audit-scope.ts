import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';

// How a write reaches the audit trigger (./audit-triggers.ts) with its entry's id. A writing call
// runs inside `auditScope` (server/lib/audit/trail.ts); the database clients below, which every
// query of the app goes through, begin each statement of such a call that may write with a tag,
// `/*csp:oper=<id>*/`, which the trigger reads from the statement's own text (current_query()).
// The call's first write takes the entry's id from the log's sequence. Outside a scope (start-up,
// the seed, the tests' own set-up) statements pass untouched, so those writes leave no entry.
//
// The tag rides in the statement itself, so the trail costs a call one round trip (its id) and
// its statements none; a transaction-local setting would need its own statement, and a transaction around each
// write to hold it. A transaction per request instead would hold PGlite's single connection, and
// a pooled one, through every password hash, upload and WeChat call. The tag is written here
// only, at the start of the text, and what a user sends reaches a statement as a parameter,
// never as its text: nobody else can name an entry.

/** The entry a writing call's changes belong to: its id once the first write asked for one. */
export interface AuditScope {
  operId: number | null;
  /** the id being taken, so that writes the call sends at once share one */
  taking?: Promise<number>;
}

export const auditScope = new AsyncLocalStorage<AuditScope>();

/** Statements that only read need no entry (drizzle's selects, relational queries included). */
const onlyReads = (text: string) => /^\s*(select|show)\b/i.test(text);

const TAKE_ID = `select nextval(pg_get_serial_sequence('sys_oper_log', 'oper_id'))::text as id`;

type Rows = (text: string) => Promise<{ rows: unknown[] }>;

/**
 * A new entry id, from the same sequence as the log's own ids, so that ids follow time. It is
 * asked on the connection (or transaction) of the write itself: PGlite's other statements wait
 * for an open transaction, and a pool's last connection may be the one asking.
 */
const entryIds = (takeRows: Rows) => async () => Number(((await takeRows(TAKE_ID)).rows[0] as { id: string }).id);

/** The statement's text with the scope's entry tag in front, taking the entry's id first if need be. */
async function tagged(text: string, scope: AuditScope, nextId: () => Promise<number>): Promise<string> {
  scope.taking ??= nextId();
  scope.operId ??= await scope.taking;
  return `/*csp:oper=${scope.operId}*/ ${text}`;
}

/** A method of `target` bound to it, so that a wrapped client still reaches its private state. */
function passThrough(target: object, prop: string | symbol): unknown {
  const value = Reflect.get(target, prop, target) as unknown;
  return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
}

export function auditedPglite(client: PGlite): PGlite {
  type Query = PGlite['query'];
  /** `query` of the client or of one of its transactions, tagging a scoped write. */
  const tagging =
    (query: Query): Query =>
    async (text, params, options) => {
      const scope = auditScope.getStore();
      if (!scope || onlyReads(text)) return query(text, params, options);
      return query(await tagged(text, scope, entryIds(query)), params, options);
    };
  return new Proxy(client, {
    get(target, prop) {
      if (prop === 'query') return tagging(target.query.bind(target));
      if (prop === 'transaction')
        return <T>(work: (t: Transaction) => Promise<T>) =>
          target.transaction((t) =>
            work(
              new Proxy(t, { get: (tx, key) => (key === 'query' ? tagging(tx.query.bind(tx)) : passThrough(tx, key)) }),
            ),
          );
      return passThrough(target, prop);
    },
  });
}

type PgQuery = string | { text: string };

/** The same query with its text tagged when it is a scoped write. */
async function taggedQuery(query: PgQuery, nextId: () => Promise<number>): Promise<PgQuery> {
  const scope = auditScope.getStore();
  const text = typeof query === 'string' ? query : query.text;
  if (!scope || onlyReads(text)) return query;
  const withTag = await tagged(text, scope, nextId);
  return typeof query === 'string' ? withTag : { ...query, text: withTag };
}

/** A pooled connection whose scoped writes are tagged. */
function auditedConnection(connection: pg.PoolClient): pg.PoolClient {
  const nextId = entryIds((text) => connection.query(text));
  return new Proxy(connection, {
    get(target, prop) {
      if (prop === 'query')
        return async (query: PgQuery, params?: unknown[]) =>
          target.query((await taggedQuery(query, nextId)) as string, params);
      return passThrough(target, prop);
    },
  });
}

export function auditedPool(pool: pg.Pool): pg.Pool {
  const nextId = entryIds((text) => pool.query(text));
  return new Proxy(pool, {
    get(target, prop) {
      if (prop === 'query')
        return async (query: PgQuery, params?: unknown[]) =>
          target.query((await taggedQuery(query, nextId)) as string, params);
      if (prop === 'connect') return async () => auditedConnection(await target.connect());
      return passThrough(target, prop);
    },
  });
}
