import { createMiddleware } from 'hono/factory';
import type { Permission, PermissionArea } from '@contract/permissions';
import type { AppContext, AppEnv } from './context';
import { ApiError, FORBIDDEN, UNAUTHORISED } from './errors';
import { refuseUntilPasswordChanged } from './password-change-gate';
import type { Need } from './permissions';
import { touchSession } from './sessions';

/** The token of `Authorization: Bearer <token>`; '' when there is none. */
export function bearerToken(header: string | undefined): string {
  return (header ?? '').replace(/^Bearer\s+/i, '').trim();
}

/**
 * What a route asks of its caller: a session, and the permission when one is named, or any
 * permission of the areas listed (`admin:course:` for every `admin:course:*`).
 */
export interface RouteAccess {
  perm: Permission | null;
  anyOf?: readonly PermissionArea[];
  /** what the gate lets through without a session (`authedUnless`), in words */
  openFor?: string;
}

// Each gate remembers the rule it enforces, so that the route table (Hono's `app.routes`) can say
// what every route needs without a second list of it (tests/server/authz/authz-matrix.test.ts reads it).
const gates = new WeakMap<object, RouteAccess>();

/** The rule of a route's `authed(...)` handler; undefined for any other handler. */
export const accessOf = (handler: object): RouteAccess | undefined => gates.get(handler);

/**
 * A route that needs a live session (401 otherwise) and, when `need` is given, that permission
 * (or one of those areas) in the session's active role (403 otherwise). The route then reads
 * `c.var.auth`.
 */
export const authed = (need?: Need) => {
  const gate = createMiddleware<AppEnv>(async (c, next) => {
    const token = bearerToken(c.req.header('Authorization'));
    // the session and the permission in one query (server/lib/permissions.ts `grants`)
    const session = token ? await touchSession(c.var.db, c.var.clock, token, need, c.var.sessionMaxAgeMs) : null;
    if (!session) throw new ApiError('unauthorised', UNAUTHORISED);
    // known before the permission check, so that the request log names who was refused
    c.set('auth', session.auth);
    refuseUntilPasswordChanged(c);
    if (!session.granted) throw new ApiError('forbidden', FORBIDDEN);
    await next();
  });
  gates.set(gate, typeof need === 'object' ? { perm: null, anyOf: need.anyOf } : { perm: need ?? null });
  return gate;
};

/**
 * `authed(need)`, except for the requests `open` names, which pass without a session: a route
 * that answers a declared few values to anyone (the public parameters) and the rest to those
 * allowed. The route table records the gate with what it opens for.
 */
export const authedUnless = (open: { test: (c: AppContext) => boolean; described: string }, need?: Need) => {
  const gate = authed(need);
  const handler = createMiddleware<AppEnv>((c, next) => (open.test(c) ? next() : gate(c, next)));
  gates.set(handler, { ...(gates.get(gate) ?? { perm: null }), openFor: open.described });
  return handler;
};
