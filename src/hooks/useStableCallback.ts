import { useCallback, useEffect, useRef } from 'react';

/**
 * `fn` behind a function whose identity never changes and that calls the `fn` of the latest
 * render. For handlers (clicks, submits, a list's writes) that memoised parts capture, such as
 * a list's columns: a new function on every render would rebuild them. Not for use during
 * render: the latest `fn` is taken after each commit.
 */
export function useStableCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  useEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
