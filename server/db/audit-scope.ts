import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';

// How a write reaches the audit trigger (./audit-triggers.ts) with its entry's id. A writing call
// runs inside `auditScope` (server/lib/audit/trail.ts); the database clients below, which every
// query of the app goes through, run each statement of such a call that may write inside a short
// transaction that first sets `csp.oper_id` for that transaction alone, and set it too at the
// start of any transaction the call opens. The first such statement takes the entry's id from the
// log's sequence. Outside a scope (start-up, the seed, jobs, the tests' own set-up) they pass
// every statement through untouched, so those writes leave no entry.
//
// Only the drivers' public calls are wrapped (PGlite's query and transaction, node-postgres's
// pool query and connect): a transaction per request instead would hold PGlite's single
// connection, and a pooled one, through every password hash, upload and WeChat call.

/** The entry a writing call's changes belong to: its id once the first write asked for one. */
export interface AuditScope {
  operId: number | null;
}

export const auditScope = new AsyncLocalStorage<AuditScope>();

/** Statements that only read need no entry (drizzle's selects, relational queries included). */
const onlyReads = (text: string) => /^\s*(select|show)\b/i.test(text);

const NAME_ENTRY = `select set_config('csp.oper_id', coalesce($1, nextval(pg_get_serial_sequence('sys_oper_log', 'oper_id'))::text), true) as id`;

type Query = (text: string, params: unknown[]) => Promise<{ rows: unknown[] }>;

/** Sets the entry's id for the transaction under way, taking a new one on the call's first write. */
async function nameEntry(query: Query, scope: AuditScope): Promise<void> {
  const { rows } = await query(NAME_ENTRY, [scope.operId === null ? null : String(scope.operId)]);
  scope.operId = Number((rows[0] as { id: string }).id);
}

/** A method of `target` bound to it, so that a wrapped client still reaches its private state. */
function passThrough(target: object, prop: string | symbol): unknown {
  const value = Reflect.get(target, prop, target) as unknown;
  return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
}

export function auditedPglite(client: PGlite): PGlite {
  const inEntry = (t: Transaction, scope: AuditScope) => nameEntry((text, params) => t.query(text, params), scope);
  return new Proxy(client, {
    get(target, prop) {
      if (prop === 'query')
        return (text: string, params?: unknown[], options?: object) => {
          const scope = auditScope.getStore();
          if (!scope || onlyReads(text)) return target.query(text, params, options);
          return target.transaction(async (t) => {
            await inEntry(t, scope);
            return t.query(text, params, options);
          });
        };
      if (prop === 'transaction')
        return <T>(work: (t: Transaction) => Promise<T>) =>
          target.transaction(async (t) => {
            const scope = auditScope.getStore();
            if (scope) await inEntry(t, scope);
            return work(t);
          });
      return passThrough(target, prop);
    },
  });
}

type PgQuery = string | { text: string };
const textOf = (query: PgQuery) => (typeof query === 'string' ? query : query.text);

/** A pooled connection that names the entry right after a transaction it carries begins. */
function auditedConnection(connection: pg.PoolClient, scope: AuditScope): pg.PoolClient {
  return new Proxy(connection, {
    get(target, prop) {
      if (prop === 'query')
        return async (query: PgQuery, params?: unknown[]) => {
          const result = await target.query(query as string, params);
          if (/^\s*begin\b/i.test(textOf(query))) await nameEntry((text, p) => target.query(text, p), scope);
          return result;
        };
      return passThrough(target, prop);
    },
  });
}

export function auditedPool(pool: pg.Pool): pg.Pool {
  return new Proxy(pool, {
    get(target, prop) {
      if (prop === 'query')
        return async (query: PgQuery, params?: unknown[]) => {
          const scope = auditScope.getStore();
          if (!scope || onlyReads(textOf(query))) return target.query(query as string, params);
          const connection = await target.connect();
          try {
            await connection.query('begin');
            await nameEntry((text, p) => connection.query(text, p), scope);
            const result = await connection.query(query as string, params);
            await connection.query('commit');
            return result;
          } catch (error) {
            await connection.query('rollback').catch(() => undefined);
            throw error;
          } finally {
            connection.release();
          }
        };
      if (prop === 'connect')
        return async () => {
          const connection = await target.connect();
          const scope = auditScope.getStore();
          return scope ? auditedConnection(connection, scope) : connection;
        };
      return passThrough(target, prop);
    },
  });
}
