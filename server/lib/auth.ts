import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context';
import { ApiError, FORBIDDEN, UNAUTHORISED } from './errors';
import { allows } from './permissions';
import { touchSession } from './sessions';

/** The token of `Authorization: Bearer <token>`; '' when there is none. */
export function bearerToken(header: string | undefined): string {
  return (header ?? '').replace(/^Bearer\s+/i, '').trim();
}

/**
 * A route that needs a live session (401 otherwise) and, when `perm` is given, that permission
 * in the session's active role (403 otherwise). The route then reads `c.var.auth`.
 */
export const authed = (perm?: string) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const token = bearerToken(c.req.header('Authorization'));
    const auth = token ? await touchSession(c.var.db, c.var.clock, token) : null;
    if (!auth) throw new ApiError(401, UNAUTHORISED);
    if (perm && !(await allows(c.var.db, auth.role, perm))) throw new ApiError(403, FORBIDDEN);
    c.set('auth', auth);
    await next();
  });
