import { useEffect, useLayoutEffect, useRef } from 'react';
import { QueryObserver, useQueryClient, type QueryClient } from '@tanstack/react-query';

// The data of the pages the tab strip keeps alive, and of those it lets go.
//
// A hidden page's effects are disconnected, its query subscriptions with them: TanStack Query
// then counts its queries as unused and would drop them after their gcTime (5 minutes), so a tab
// shown again later would load from nothing. A closed page's queries, on the other hand, would
// stay those 5 minutes, and a long day of opening and closing tabs keeps a trail of them.
// So a page being hidden hands the queries in use at that moment to keepers (observers that
// never fetch) until it is shown again or dropped; dropping pages releases their keepers and
// removes every query that nobody uses any more.

/** Per query client: the page key → the unsubscribe functions of its keepers. */
const keepersByClient = new WeakMap<QueryClient, Map<string, (() => void)[]>>();

function keepersOf(client: QueryClient): Map<string, (() => void)[]> {
  let keepers = keepersByClient.get(client);
  if (!keepers) keepersByClient.set(client, (keepers = new Map()));
  return keepers;
}

/** Lets go of what the page `key` held while hidden. */
export function releasePageQueries(client: QueryClient, key: string): void {
  const keepers = keepersOf(client);
  for (const release of keepers.get(key) ?? []) release();
  keepers.delete(key);
}

/**
 * Holds every query in use right now for the page `key`, which is being hidden (its own
 * subscriptions are still there: they go after this, with its passive effects). Queries of the
 * shell, always in use, are held too, which costs nothing.
 */
export function holdPageQueries(client: QueryClient, key: string): void {
  releasePageQueries(client, key);
  const held = client
    .getQueryCache()
    .getAll()
    .filter((query) => query.isActive())
    .map((query) => {
      const keeper = new QueryObserver(client, {
        queryKey: query.queryKey,
        queryHash: query.queryHash,
        enabled: false,
      });
      return keeper.subscribe(() => undefined);
    });
  keepersOf(client).set(key, held);
}

/**
 * After pages left the page cache (closed, or pushed out by newer ones): releases the keepers of
 * every page not in `rendered` and removes from the query cache every query nobody observes.
 */
export function dropUnusedQueries(client: QueryClient, rendered: readonly string[]): void {
  const keepers = keepersOf(client);
  for (const key of [...keepers.keys()]) if (!rendered.includes(key)) releasePageQueries(client, key);
  const cache = client.getQueryCache();
  // One still loading (fetched ahead for a page about to open) is left to its gcTime.
  for (const query of cache.getAll()) {
    if (query.getObserversCount() === 0 && query.state.fetchStatus === 'idle') cache.remove(query);
  }
}

/**
 * Inside a kept page: while shown it holds nothing; when hidden (and still kept, `isKept`) its
 * queries are held. A page being closed or pushed out is not kept, so it holds nothing.
 */
export function usePageQueryKeeper(key: string, isKept: (key: string) => boolean): void {
  const client = useQueryClient();
  useLayoutEffect(() => {
    releasePageQueries(client, key);
    return () => {
      if (isKept(key)) holdPageQueries(client, key);
    };
  }, [client, key, isKept]);
}

/**
 * In the page cache: once pages are no longer rendered (closed, pushed out, or a page that is not
 * kept was left), their queries go, as soon as their own subscriptions have (passive effects of
 * the removed pages run before this one's).
 */
export function useDropQueriesOfLeftPages(rendered: readonly string[]): void {
  const client = useQueryClient();
  const previous = useRef(rendered);
  // The list is rebuilt on every render; its content is what matters.
  const text = rendered.join('\n');
  useEffect(() => {
    const now = text.split('\n');
    const left = previous.current.some((key) => !now.includes(key));
    previous.current = now;
    if (left) dropUnusedQueries(client, now);
  }, [client, text]);
}
