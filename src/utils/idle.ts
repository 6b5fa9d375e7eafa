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

/**
 * Runs `tasks` one after the other, each when the browser is idle and once the one before has
 * settled, so that work put off to idle time never piles up into one long task. A task that fails
 * ends the queue (one that must not stop the rest catches its own failure). Returns a function
 * that stops what has not started.
 */
export function oneByOneWhenIdle(tasks: ReadonlyArray<() => Promise<unknown> | null>): () => void {
  const queue = [...tasks];
  let cancel = () => {};
  let stopped = false;
  const next = () => {
    const task = queue.shift();
    if (stopped || !task) return;
    cancel = whenIdle(() => void task()?.then(next, () => undefined));
  };
  next();
  return () => {
    stopped = true;
    cancel();
  };
}
