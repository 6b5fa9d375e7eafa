type IdleWindow = Window & {
  requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** Whether the browser says when it is idle (Chromium and Firefox do; Safari does not yet). */
export function canTellIdle(): boolean {
  return typeof (window as IdleWindow).requestIdleCallback === 'function';
}

/**
 * Runs `run` when the browser has nothing else to do (at the latest after `timeoutMs`); returns
 * a function that cancels it. Without requestIdleCallback (Safari), a plain timer stands in.
 */
export function whenIdle(run: () => void, timeoutMs = 3000): () => void {
  const w = window as IdleWindow;
  if (w.requestIdleCallback && w.cancelIdleCallback) {
    const handle = w.requestIdleCallback(run, { timeout: timeoutMs });
    return () => w.cancelIdleCallback?.(handle);
  }
  const timer = setTimeout(run, 500);
  return () => clearTimeout(timer);
}
