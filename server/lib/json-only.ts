import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';
import { failure } from './envelope';

// The API's calls take JSON (docs/api.md "Headers"): a body of another type is refused with
// HTTP 415 before any route reads it, so that no call can be driven by a form a foreign page
// posts (a browser sends text/plain and form types across sites without asking first). Calls
// without a body (a GET, a DELETE, a PUT carrying its arguments in the query) pass.

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether a call of this method may carry a body a route reads: the others' bodies are never read. */
export const readsBody = (method: string): boolean => WRITES.has(method);

const NOT_JSON = {
  zh: '请求数据必须是 JSON（Content-Type: application/json）',
  en: 'The request body must be JSON (Content-Type: application/json)',
};

const isJson = (contentType: string | undefined) =>
  (contentType ?? '').split(';')[0].trim().toLowerCase() === 'application/json';

/** Refuses a write call's non-empty body that is not `application/json`; `except`: paths that take another type. */
export function jsonBodiesOnly(except: readonly string[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!readsBody(c.req.method) || except.includes(c.req.path) || isJson(c.req.header('Content-Type'))) return next();
    // read once here; the route reads the same cached text
    if ((await c.req.text()).trim()) {
      c.status(415);
      return failure(c, 'invalid', NOT_JSON, 415);
    }
    return next();
  };
}
