import { createMiddleware } from 'hono/factory';
import { Counter, Histogram, Registry } from 'prom-client';
import type { AppContext, AppEnv } from '../context';
import { ApiError } from '../errors';
import type { TrafficWindow } from '@contract/server-figures';

// The API's traffic as this instance counted it (docs/api.md "Server figures and metrics"): every
// /csp call's outcome, kept per second for the last five minutes (the server screen's rates) and
// in Prometheus's counter and histogram (/metrics). Counted in the process: each instance tells
// its own traffic, and a restart starts from nothing.

/**
 * What became of a call. `error`: the server failed (a defect, or a service it relies on, the
 * envelope's kind `internal`; or an HTTP status of 500 and above). `refused`: the rules said no
 * (bad input, no session, no permission, not found, a conflict, a rate limit). `ok`: anything else.
 */
export type Outcome = 'ok' | 'refused' | 'error';

/** The seconds the window keeps: five minutes. */
const WINDOW_SECONDS = 300;

/** A method outside these is counted as OTHER, so that no caller can grow the metric's labels. */
const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']);

interface Second {
  at: number;
  requests: number;
  refused: number;
  errors: number;
}

export class Traffic {
  /** Prometheus's side of the same counts: one registry per app, read by /metrics. */
  readonly registry = new Registry();
  private readonly seconds: Second[] = Array.from({ length: WINDOW_SECONDS }, () => ({
    at: -1,
    requests: 0,
    refused: 0,
    errors: 0,
  }));
  private readonly requestsTotal = new Counter({
    name: 'csp_http_requests_total',
    help: 'API calls (/csp) answered, by method, HTTP status class and outcome (ok, refused, error)',
    labelNames: ['method', 'status_class', 'outcome'] as const,
    registers: [this.registry],
  });
  private readonly duration = new Histogram({
    name: 'csp_http_request_duration_seconds',
    help: 'Time to answer an API call (/csp), by method and outcome',
    labelNames: ['method', 'outcome'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  /** `now`: milliseconds since the epoch (the tests move it). */
  constructor(private readonly now: () => number = Date.now) {}

  record(method: string, status: number, outcome: Outcome, seconds: number): void {
    const label = METHODS.has(method) ? method : 'OTHER';
    this.requestsTotal.inc({ method: label, status_class: `${Math.floor(status / 100)}xx`, outcome });
    this.duration.observe({ method: label, outcome }, seconds);
    const at = Math.floor(this.now() / 1000);
    const slot = this.seconds[at % WINDOW_SECONDS];
    if (slot.at !== at) Object.assign(slot, { at, requests: 0, refused: 0, errors: 0 });
    slot.requests++;
    if (outcome === 'refused') slot.refused++;
    if (outcome === 'error') slot.errors++;
  }

  /** The last `minutes` (1 to 5), the current second included. */
  window(minutes: number): TrafficWindow {
    const now = Math.floor(this.now() / 1000);
    const from = now - minutes * 60;
    let requests = 0;
    let refused = 0;
    let errors = 0;
    for (const slot of this.seconds) {
      if (slot.at <= from || slot.at > now) continue;
      requests += slot.requests;
      refused += slot.refused;
      errors += slot.errors;
    }
    const share = (part: number) => (requests ? part / requests : 0);
    return {
      minutes,
      requests,
      perMinute: requests / minutes,
      refused,
      refusedRate: share(refused),
      errors,
      errorRate: share(errors),
    };
  }
}

/** How the call ended, from what the app knows once it has answered. */
export function outcomeOf(c: AppContext): Outcome {
  const failed = c.error;
  if (c.res.status >= 500) return 'error';
  if (failed && !(failed instanceof ApiError && failed.kind !== 'internal')) return 'error';
  if (failed || (c.get('refused') as number | undefined) !== undefined || c.res.status >= 400) return 'refused';
  return 'ok';
}

/** Counts every call that passes through it (mounted in server/app.ts, right after the request log). */
export function countTraffic(traffic: Traffic) {
  return createMiddleware<AppEnv>(async (c, next) => {
    c.set('traffic', traffic);
    const started = performance.now();
    await next();
    traffic.record(c.req.method, c.res.status, outcomeOf(c), (performance.now() - started) / 1000);
  });
}
