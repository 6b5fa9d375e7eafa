import type { PGlite, Transaction } from '@electric-sql/pglite';

// The database clients are wrapped (an audit tag on writes, names on reads, PGlite's pacing) by
// proxies that replace `query` and hand every other member to the client itself.

/** A method of `target` bound to it, so that a wrapped client still reaches its private state. */
export function passThrough(target: object, prop: string | symbol): unknown {
  const value = Reflect.get(target, prop, target) as unknown;
  return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
}

export type PgliteQuery = PGlite['query'];

/**
 * The PGlite client whose `query`, its own and every transaction's, is `wrap(query)`;
 * `beforeTransaction` is awaited before a transaction asks PGlite for its connection.
 */
export function pgliteWithQueries(
  client: PGlite,
  wrap: (query: PgliteQuery) => PgliteQuery,
  beforeTransaction?: () => Promise<void>,
): PGlite {
  const transactionWithQueries = (tx: Transaction): Transaction =>
    new Proxy(tx, {
      get: (target, key) => (key === 'query' ? wrap(target.query.bind(target)) : passThrough(target, key)),
    });
  return new Proxy(client, {
    get(target, key) {
      if (key === 'query') return wrap(target.query.bind(target));
      if (key === 'transaction')
        return async <T>(work: (tx: Transaction) => Promise<T>) => {
          await beforeTransaction?.();
          return target.transaction((tx) => work(transactionWithQueries(tx)));
        };
      return passThrough(target, key);
    },
  });
}
