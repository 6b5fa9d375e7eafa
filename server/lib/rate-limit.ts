import { eq, lt, sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { rateLimits as rateLimitRows, sessions } from '../db/schema';
import type { Db } from '../db/types';
import { sha256Hex } from './tokens';
import { bearerToken } from './auth';
import { clientAddress } from './client-address';
import type { AppContext, AppEnv } from './context';
import { failure } from './envelope';
import { RATE_LIMITED_ROUTES, type RateLimitedRoute } from './rate-limited-routes';
import type { RateLimits } from './rate-limit-settings';

// Throttling (docs/security.md "Rate limits"): each limited call counts its hits in a fixed
// window per bucket (the rule and the client's address or account), in the database, so that
// every instance behind a load balancer counts together. One statement per counted request:
// an upsert that starts a new window when the old one has passed and answers the count.

/** Expired rows are removed at most this often (per app), by the request that finds it due. */
const SWEEP_EVERY_MS = 10 * 60 * 1000;

const TOO_MANY = (seconds: number) => ({
  zh: `请求过于频繁，请 ${seconds} 秒后再试`,
  en: `Too many requests: please try again in ${seconds} seconds`,
});

/** Counts one hit in `bucket`'s window; answers the hits so far and when the window began. */
export async function countHit(
  db: Db,
  bucket: string,
  windowMs: number,
  now: Date,
): Promise<{ hits: number; windowStart: Date }> {
  const expiredBefore = new Date(now.getTime() - windowMs);
  const [row] = await db
    .insert(rateLimitRows)
    .values({ bucket, windowStart: now, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimitRows.bucket,
      // both right-hand sides read the row as it was before this statement
      set: {
        hits: sql`case when ${rateLimitRows.windowStart} <= ${expiredBefore} then 1 else ${rateLimitRows.hits} + 1 end`,
        windowStart: sql`case when ${rateLimitRows.windowStart} <= ${expiredBefore} then ${now} else ${rateLimitRows.windowStart} end`,
      },
    })
    .returning({ hits: rateLimitRows.hits, windowStart: rateLimitRows.windowStart });
  return row;
}

/** Whose hits a rule counts in this request; null: this request is not counted by it. */
async function keyOf(c: AppContext, rule: RateLimitedRoute): Promise<string | null> {
  switch (rule.by) {
    case 'address':
      // '' for an in-process call: still counted, all of them in one bucket
      return clientAddress(c);
    case 'accountName': {
      const name = await accountNameTyped(c);
      return name === null ? null : name.toLowerCase().slice(0, 100);
    }
    case 'session': {
      const token = bearerToken(c.req.header('Authorization'));
      if (!token) return null; // refused by the route's own login check
      const [row] = await c.var.db
        .select({ userId: sessions.userId })
        .from(sessions)
        .where(eq(sessions.tokenHash, sha256Hex(token)));
      return row ? String(row.userId) : null;
    }
  }
}

/** The `username` of a JSON body (read once: the route reads the same cached text). */
async function accountNameTyped(c: AppContext): Promise<string | null> {
  try {
    const body = JSON.parse(await c.req.text()) as { username?: unknown };
    return typeof body?.username === 'string' && body.username.trim() ? body.username.trim() : null;
  } catch {
    return null; // not JSON: the route refuses it
  }
}

/** Deletes the rows whose window ended before the longest window: nothing reads them again. */
async function sweep(db: Db, now: Date): Promise<void> {
  const longest = Math.max(...RATE_LIMITED_ROUTES.map((rule) => rule.windowMs));
  await db.delete(rateLimitRows).where(lt(rateLimitRows.windowStart, new Date(now.getTime() - longest)));
}

/**
 * The one middleware that applies RATE_LIMITED_ROUTES: a call over its limit is answered HTTP 429
 * with Retry-After (seconds until its window ends) and the envelope's message, and never reaches
 * its route.
 */
export function rateLimit(limits: RateLimits): MiddlewareHandler<AppEnv> {
  let lastSweep = 0;
  return async (c, next) => {
    const rules = RATE_LIMITED_ROUTES.filter((rule) => rule.method === c.req.method && rule.path.test(c.req.path));
    if (!rules.length) return next();
    const { db, clock } = c.var;
    const now = clock.now();
    for (const rule of rules) {
      const limit = limits[rule.limit];
      if (limit <= 0) continue; // 0: this limit is off
      const key = await keyOf(c, rule);
      if (key === null) continue;
      const { hits, windowStart } = await countHit(db, `${rule.name}:${key}`, rule.windowMs, now);
      if (hits > limit) {
        const seconds = Math.max(1, Math.ceil((windowStart.getTime() + rule.windowMs - now.getTime()) / 1000));
        c.header('Retry-After', String(seconds));
        c.status(429);
        return failure(c, 'tooMany', TOO_MANY(seconds));
      }
    }
    if (now.getTime() - lastSweep >= SWEEP_EVERY_MS) {
      lastSweep = now.getTime();
      await sweep(db, now);
    }
    return next();
  };
}
