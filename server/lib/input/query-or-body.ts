import type { MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from '../context';
import { body, parsed, type Sent } from './check';

/** Either way in: the body or the query; out as the body. */
type EitherWay<S extends z.ZodType> = MiddlewareHandler<
  AppEnv,
  string,
  { in: { json?: Sent<S>; query?: Sent<S> }; out: { json: z.output<S> } }
>;

/**
 * Arguments that RuoYi's console sends in the query string and newer forms in a JSON body: read
 * from the query when it names one of `keys`, else from the body; either way checked by `schema`
 * and handed on as the body (`c.req.valid('json')`). The API document shows the body.
 */
export function queryOrBody<S extends z.ZodType>(schema: S, keys: readonly string[]): EitherWay<S> {
  const fromBody = body(schema);
  const middleware: EitherWay<S> = async (c, next) => {
    const q = c.req.query();
    if (!keys.some((key) => key in q)) return fromBody(c, next);
    c.req.addValidatedData('json', parsed(schema, Object.fromEntries(keys.map((key) => [key, q[key]]))) as object);
    await next();
  };
  // the declaration the API document reads travels with the body's middleware
  return Object.assign(middleware, fromBody);
}
