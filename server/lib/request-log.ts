import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context';
import type { Logger } from './log';

// One log line per /csp request (docs/server.md "Logs"): its id, method, path, HTTP status, the
// envelope's code when the answer is a refusal (every answer is HTTP 200), the time to the
// answer in ms, and who asked when the request carried a valid session.
//
// The path is logged without its query string: a list's filters are what staff typed (names,
// phone numbers), and the call is known by its path. Bodies and headers are never logged.

/** A calendar feed's address is its secret (docs/api.md "Calendar feed"): the log never holds it. */
const loggedPath = (path: string) => path.replace(/^\/csp\/ical\/[^/]+$/, '/csp/ical/***');

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** What a proxy's id may look like (nginx's $request_id is 32 hex digits); anything else is replaced. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The id a proxy gave the request when it is a sane one, else a new one. */
export function requestIdOf(header: string | undefined): string {
  return header && SANE_REQUEST_ID.test(header) ? header : randomUUID();
}

export function requestLog(log: Logger) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    const reqId = requestIdOf(c.req.header(REQUEST_ID_HEADER));
    // the request's own logger: whatever a handler logs carries the id
    c.set('log', log.child({ reqId }));
    c.set('requestId', reqId);
    await next();
    c.res.headers.set(REQUEST_ID_HEADER, reqId);
    const auth = c.get('auth') as AppEnv['Variables']['auth'] | undefined;
    const refused = c.get('refused') as number | undefined;
    c.var.log.info(
      {
        method: c.req.method,
        path: loggedPath(c.req.path),
        status: c.res.status,
        ...(refused !== undefined && { code: refused }),
        ms: Math.round((performance.now() - started) * 10) / 10,
        ...(auth && { userId: auth.user.userId, userName: auth.user.userName }),
      },
      'request',
    );
  });
}
