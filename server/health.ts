import type { BlockList } from 'node:net';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Db } from './db/types';
import { probeWritable } from './db/data-folder-check';
import { clientAddress } from './lib/client-address';
import type { AppEnv } from './lib/context';
import { mayReadMetrics } from './lib/metrics/allow';
import type { Metrics } from './lib/metrics/prometheus';
import { apiSecurityHeaders } from './security-headers';

// What a load balancer or a service manager asks: /health (the process answers) and /ready (the
// database answers too, within a moment). Outside /csp: they are about the server, not the API,
// and need no session. Neither says more than its status.
//
// /metrics too (docs/api.md "Server figures and metrics"): Prometheus's text for an operator's
// scraper, which has no session, so it is kept by address instead (METRICS_ALLOW, read through the
// same client address as every other rule). To any other address it answers what the site answers
// for an address it has no page for, so that from outside it does not exist.

export const METRICS_PATH = '/metrics';

/** /metrics's text and who may read it. */
export interface MetricsGate {
  metrics: Metrics;
  /** METRICS_ALLOW (./lib/metrics/allow.ts); null: nobody */
  allow: BlockList | null;
  /** TRUST_PROXY, so that a visitor behind the proxy is not taken for the proxy's own address */
  trustedProxies: BlockList | null;
}

/** What server/web.ts's siteFetch gives the health checks beside the server's bindings. */
export interface SiteBindings {
  /** the site's answer to the request as if this app did not exist (an unknown path's) */
  elsewhere?: (request: Request, env?: unknown) => Response | Promise<Response>;
}

/** How long /ready waits for the database before calling the instance unavailable. */
export const READY_TIMEOUT_MS = 2000;

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * `dataDir`: the PGlite data folder, when PGlite is the engine. A database that answers reads but
 * cannot write (a full disk, a read-only remount) is not ready either: /ready writes and removes
 * a small file there, within the same time.
 */
export function createHealthApp(
  db: Db,
  timeoutMs = READY_TIMEOUT_MS,
  dataDir?: string,
  gate?: MetricsGate,
): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // first, before the headers below: a refused address gets the unknown path's answer unchanged
  app.use(METRICS_PATH, async (c, next) => {
    c.set('trustedProxies', gate?.trustedProxies ?? null);
    const reads = c.req.method === 'GET' || c.req.method === 'HEAD';
    if (gate && reads && mayReadMetrics(gate.allow, clientAddress(c))) return next();
    const { elsewhere } = (c.env ?? {}) as SiteBindings;
    return elsewhere ? elsewhere(c.req.raw, c.env) : c.notFound();
  });
  app.use(apiSecurityHeaders());
  app.use(async (c, next) => {
    await next();
    // on the answer's own headers: c.header() after the answer would rebuild it as a web
    // stream, five times the CPU of a probe's answer
    c.res.headers.set('Cache-Control', 'no-store');
  });
  app.get('/health', (c) => c.json({ status: 'ok' }));
  app.get('/ready', async (c) => {
    try {
      await within(
        Promise.all([db.execute(sql`select 1`), dataDir === undefined ? null : probeWritable(dataDir, timeoutMs)]),
        timeoutMs,
      );
      return c.json({ status: 'ready' });
    } catch {
      return c.json({ status: 'unavailable' }, 503);
    }
  });
  if (gate)
    app.get(METRICS_PATH, async (c) =>
      c.body(await gate.metrics.text(), 200, { 'Content-Type': gate.metrics.contentType }),
    );
  return app;
}

export const HEALTH_PATHS = ['/health', '/ready', METRICS_PATH];
