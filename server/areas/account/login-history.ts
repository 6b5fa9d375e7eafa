import type { LoginResult } from '@contract/monitor';
import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { loginLogs, sessions, users } from '../../db/schema';
import type { Db } from '../../db/types';
import { bearerToken } from '../../lib/auth';
import type { AppContext, AppEnv } from '../../lib/context';
import { sha256Hex } from '../../lib/tokens';
import { deviceOf, requestDevice } from '../../lib/user-agent';
import { LoginRefused } from './login-results';

// The login history (docs/api.md "Login log"): every POST /login, whatever became of it (a rate
// limit's refusal included: this runs before the limits), and every logout of a live session,
// with the name as typed, the address, browser and system. Mounted on the app before the rate
// limits; the rows are the login log's screen (server/areas/monitor).

const NAME_MAX = 64;

/** How the login call ended, read from its refusal. */
function resultOf(c: AppContext): LoginResult {
  if (c.get('refused') === 429) return 'rateLimited';
  if (c.error instanceof LoginRefused) return c.error.result;
  if (c.error || c.get('refused') !== undefined) return 'refused';
  return 'loggedIn';
}

/** The account name the form sent, as typed ('' when the body held none). */
async function typedName(c: AppContext): Promise<string> {
  const sent = (await c.req.json().catch(() => null)) as { username?: unknown } | null;
  return typeof sent?.username === 'string' ? sent.username.trim().slice(0, NAME_MAX) : '';
}

async function sessionAccount(db: Db, token: string | null) {
  if (!token) return undefined;
  const [row] = await db
    .select({ userName: users.userName, userId: users.userId, schoolId: users.schoolId })
    .from(sessions)
    .innerJoin(users, eq(users.userId, sessions.userId))
    .where(eq(sessions.tokenHash, sha256Hex(token)));
  return row;
}

async function accountNamed(db: Db, userName: string) {
  if (!userName) return undefined;
  const [row] = await db
    .select({ userId: users.userId, schoolId: users.schoolId })
    .from(users)
    .where(eq(users.userName, userName));
  return row;
}

export interface LoginEvent {
  userName: string;
  userId: number | null;
  schoolId: number | null;
  result: LoginResult;
}

/** Writes one row of the history, from the request's address and browser. */
export async function recordLoginEvent(c: AppContext, event: LoginEvent): Promise<void> {
  const { address, userAgent } = requestDevice(c);
  await c.var.db.insert(loginLogs).values({ ...event, ipaddr: address, ...deviceOf(userAgent) });
}

export function loginHistory(base: string) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const path = c.req.path.slice(base.length);
    if (c.req.method !== 'POST' || (path !== '/login' && path !== '/logout')) return next();
    if (path === '/logout') {
      const leaving = await sessionAccount(c.var.db, bearerToken(c.req.header('Authorization')));
      await next();
      if (leaving) await recordLoginEvent(c, { ...leaving, result: 'loggedOut' });
      return;
    }
    await next();
    const userName = await typedName(c);
    const account = await accountNamed(c.var.db, userName);
    await recordLoginEvent(c, {
      userName,
      userId: account?.userId ?? null,
      schoolId: account?.schoolId ?? null,
      result: resultOf(c),
    });
  });
}
