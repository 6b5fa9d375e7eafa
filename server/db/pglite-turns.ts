import { setImmediate as nextTurn } from 'node:timers';
import type { PGlite } from '@electric-sql/pglite';
import { pgliteWithQueries, type PgliteQuery } from './client-proxies';

// PGlite runs a query inside the server's own thread, from start to answer, while nothing else
// runs. Node (libuv 1.45 and later) accepts one new connection per turn of its event loop, and in
// a turn reads every connection that has a request waiting and runs whatever work those requests
// start. Under load a turn therefore ran the queries of every busy connection, and a new
// connection waited one such turn for each connection already served: with 50 connections at
// once, the 48th was first answered after 9.7 s while the others went round every 400 ms
// (docs/performance.md, "PGlite's tail"). Here each query starts in a turn of its own, in the order
// they were asked for: a turn lasts one query, so new connections come in at the pace of queries
// and every request waits its turn. An idle server loses a turn's start (microseconds) per query.
// Only the start is paced: a query inside a transaction that holds PGlite waits for it as before,
// and never for a query queued behind it.

/** Resolves in a later turn of the event loop than the calls before it, one call per turn. */
export function oneStartPerTurn(): () => Promise<void> {
  const waiting: (() => void)[] = [];
  let scheduled = false;
  const startNext = () => {
    scheduled = false;
    waiting.shift()?.();
    // scheduled from inside a turn's immediates, so it runs in the next turn
    if (waiting.length > 0) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    // node's own, not the global: a test's fake timers would otherwise stop every query
    nextTurn(startNext);
  };
  return () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve);
      schedule();
    });
}

/** The client, its transactions' queries and its own each started one per turn of the event loop. */
export function pglitePacedByTurns(client: PGlite): PGlite {
  const turn = oneStartPerTurn();
  const paced =
    (query: PgliteQuery): PgliteQuery =>
    async (...args) => {
      await turn();
      return query(...args);
    };
  return pgliteWithQueries(client, paced, turn);
}
