import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Db } from './db/types';
import { probeWritable } from './db/data-folder-check';
import { apiSecurityHeaders } from './security-headers';

// What a load balancer or a service manager asks: /health (the process answers) and /ready (the
// database answers too, within a moment). Outside /csp: they are about the server, not the API,
// and need no session. Neither says more than its status.

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
export function createHealthApp(db: Db, timeoutMs = READY_TIMEOUT_MS, dataDir?: string): Hono {
  const app = new Hono();
  app.use(apiSecurityHeaders());
  app.use(async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
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
  return app;
}

export const HEALTH_PATHS = ['/health', '/ready'];
