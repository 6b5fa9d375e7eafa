import type { z } from 'zod';
import { body, parsed } from './check';

/**
 * Arguments that RuoYi's console sends in the query string and newer forms in a JSON body: read
 * from the query when it names one of `keys`, else from the body; either way checked by `schema`
 * and handed on as the body (`c.req.valid('json')`). The API document shows the body.
 */
export function queryOrBody<S extends z.ZodType>(schema: S, keys: readonly string[]) {
  const fromBody = body(schema);
  const middleware: typeof fromBody = async (c, next) => {
    const q = c.req.query();
    if (!keys.some((key) => key in q)) return fromBody(c, next);
    c.req.addValidatedData('json', parsed(schema, Object.fromEntries(keys.map((key) => [key, q[key]]))) as object);
    await next();
  };
  // the declaration the API document reads travels with the body's middleware
  return Object.assign(middleware, fromBody);
}
