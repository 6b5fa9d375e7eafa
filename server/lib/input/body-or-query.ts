import type { z } from 'zod';
import { body, parsed } from './check';

// Some of RuoYi's pages send a save as a query string (`PUT /system/user/authRole?userId=2&roleIds=3,4`)
// where the console sends JSON: both are read by the one declared schema.

/** The body, or the query when it names `key`, checked by `schema` and handed on as the JSON input. */
export function bodyOrQuery<S extends z.ZodType>(key: string, schema: S) {
  const fromBody = body(schema);
  const middleware: typeof fromBody = async (c, next) => {
    if (c.req.query(key) === undefined) return fromBody(c, next);
    c.req.addValidatedData('json', parsed(schema, c.req.query()) as object);
    await next();
  };
  // the declaration the API document reads travels along
  return Object.assign(middleware, fromBody);
}
