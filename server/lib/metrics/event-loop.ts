import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import type { EventLoopDelay } from '@contract/server-figures';

// How late the event loop runs timers (docs/api.md "Server figures and metrics"): a loop held up
// by a long computation or a synchronous call delays every request. Sampled every 20 ms by Node
// itself, for the whole process; the figures are those of the last complete minute (until the
// first minute is over, those since the start), so that a peak does not stay on the screen for
// the process's whole life and two people looking do not reset each other's figures.

const RESOLUTION_MS = 20;
const PERIOD_MS = 60_000;

let histogram: IntervalHistogram | undefined;
let since = 0;
let lastMinute: EventLoopDelay | undefined;

const ms = (ns: number) => (Number.isFinite(ns) ? Math.round(ns / 1e4) / 100 : 0);

function read(from: IntervalHistogram, seconds: number): EventLoopDelay {
  // an empty histogram answers NaN for its mean and a huge minimum: read as 0
  if (!from.count) return { meanMs: 0, p99Ms: 0, maxMs: 0, seconds };
  return { meanMs: ms(from.mean), p99Ms: ms(from.percentile(99)), maxMs: ms(from.max), seconds };
}

/** Starts the sampling once per process; later calls do nothing. */
export function watchEventLoop(): void {
  if (histogram) return;
  const watched = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  watched.enable();
  histogram = watched;
  since = performance.now();
  // unref: the sampling never keeps a stopping process alive
  setInterval(() => {
    lastMinute = read(watched, PERIOD_MS / 1000);
    watched.reset();
    since = performance.now();
  }, PERIOD_MS).unref();
}

export function eventLoopDelay(): EventLoopDelay {
  watchEventLoop();
  if (lastMinute) return lastMinute;
  return read(histogram!, Math.round((performance.now() - since) / 1000));
}
