import type { Page } from 'playwright-core';
import { compiledCodeBytes as readCompiledCode } from '../../../scripts/bench/compiled-code.mjs';

// What keeps running in a page: its JS heap after garbage collection, and the listeners on window
// and document and the timers it holds, counted from inside the page.

/** The page's JS heap in use after two forced garbage collections, in bytes. */
export async function heapAfterGc(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    // Let the last frame's work and its passive effects finish first.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    return usedSize;
  } finally {
    await cdp.detach();
  }
}

/** The bytes of the engine's compiled code in the page's heap (see scripts/bench/compiled-code.mjs). */
export async function compiledCodeBytes(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    return await readCompiledCode(cdp);
  } finally {
    await cdp.detach();
  }
}

export const mib = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MiB`;

export interface LiveHandles {
  /** listeners on window and document, by "target type" (once-only listeners left out) */
  listeners: Record<string, number>;
  /** intervals not cleared */
  intervals: number;
  /** timeouts neither fired nor cleared, due in 10 s or more, query removal timers left out */
  longTimeouts: number;
  /** where each of those was set: its delay and the top of the stack that set it */
  longTimeoutSources: string[];
  /**
   * TanStack Query's removal timers (its gcTime, 5 minutes): the query cache sets one at the end
   * of every fetch, even for a query in use, and clears it only when an observer subscribes. Their
   * number says which queries fetched last (the header's unread count polls every minute), not
   * what a page left behind; the queries of closed pages are removed at once by the tab strip.
   */
  queryGcTimers: number;
}

/**
 * Before the app runs: wraps addEventListener/removeEventListener (on window and document),
 * setInterval/clearInterval and setTimeout/clearTimeout to keep the live ones. A listener counts
 * once per target, type, function and capture flag, as the browser does.
 */
export async function trackLiveHandles(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const listeners = new Map<string, string>();
    const ids = new WeakMap<object, number>();
    let next = 0;
    const idOf = (fn: object) => {
      if (!ids.has(fn)) ids.set(fn, ++next);
      return ids.get(fn);
    };
    const targetOf = (target: EventTarget) => (target === window ? 'window' : target === document ? 'document' : null);
    const captureOf = (options?: boolean | AddEventListenerOptions | EventListenerOptions) =>
      typeof options === 'boolean' ? options : !!options?.capture;
    const add = EventTarget.prototype.addEventListener;
    const remove = EventTarget.prototype.removeEventListener;
    EventTarget.prototype.addEventListener = function (this: EventTarget, type, listener, options) {
      const target = targetOf(this);
      if (target && listener && !(typeof options === 'object' && options.once)) {
        const key = `${target} ${type} ${idOf(listener)} ${captureOf(options)}`;
        listeners.set(key, `${target} ${type}`);
        if (typeof options === 'object') options.signal?.addEventListener('abort', () => listeners.delete(key));
      }
      return add.call(this, type, listener, options);
    };
    EventTarget.prototype.removeEventListener = function (this: EventTarget, type, listener, options) {
      const target = targetOf(this);
      if (target && listener) listeners.delete(`${target} ${type} ${idOf(listener)} ${captureOf(options)}`);
      return remove.call(this, type, listener, options);
    };

    const intervals = new Set<number>();
    /** Live timeouts due in 10 s or more: where each was set (its delay and the top of the stack). */
    const long = new Map<number, string>();
    /** Live removal timers of TanStack Query's cache entries (see LiveHandles.queryGcTimers). */
    const queryGc = new Set<number>();
    const { setInterval: every, clearInterval: stopEvery, setTimeout: after, clearTimeout: stopAfter } = window;
    const forget = (id: number) => {
      long.delete(id);
      queryGc.delete(id);
    };
    window.setInterval = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
      const id = every(handler, ms, ...args);
      intervals.add(id);
      return id;
    }) as typeof window.setInterval;
    window.clearInterval = ((id?: number) => {
      if (id !== undefined) intervals.delete(id);
      stopEvery(id);
    }) as typeof window.clearInterval;
    window.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
      if (typeof handler !== 'function' || (ms ?? 0) < 10_000) return after(handler, ms, ...args);
      const id: number = after(
        (...given: unknown[]) => {
          forget(id);
          (handler as (...a: unknown[]) => void)(...given);
        },
        ms,
        ...args,
      );
      const frames = (new Error().stack ?? '')
        .split('\n')
        .slice(2, 8)
        .map((line) => line.trim());
      // Method names survive minification, so this holds in the production build too.
      if (frames.some((frame) => frame.includes('.scheduleGc '))) queryGc.add(id);
      else long.set(id, `${ms} ms ${frames.join(' < ')}`);
      return id;
    }) as typeof window.setTimeout;
    window.clearTimeout = ((id?: number) => {
      if (id !== undefined) forget(id);
      stopAfter(id);
    }) as typeof window.clearTimeout;

    (window as unknown as { __liveHandles: () => unknown }).__liveHandles = () => {
      const byType: Record<string, number> = {};
      for (const name of listeners.values()) byType[name] = (byType[name] ?? 0) + 1;
      return {
        listeners: byType,
        intervals: intervals.size,
        longTimeouts: long.size,
        longTimeoutSources: [...long.values()],
        queryGcTimers: queryGc.size,
      };
    };
  });
}

/** What is live now (needs trackLiveHandles before the page loaded). */
export function liveHandles(page: Page): Promise<LiveHandles> {
  return page.evaluate(() => (window as unknown as { __liveHandles: () => LiveHandles }).__liveHandles());
}

/** The total of listeners. */
export const listenerCount = (handles: LiveHandles) => Object.values(handles.listeners).reduce((a, b) => a + b, 0);
