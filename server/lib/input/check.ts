import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { readJson } from '../body';
import type { AppEnv } from '../context';
import { ApiError } from '../errors';
import type { Bilingual } from '../lang';

// One middleware per kind of input (docs/server.md "Adding an area"): it checks the body, the query or the
// path against the route's declared schema before the handler runs, answers the first problem
// naming the field in the request's language, and hands the handler the clean values, typed, as
// `c.req.valid('json' | 'query' | 'param')`. The schema stays on the middleware, so that the API
// document (server/areas/openapi) is written from the same declarations the server checks with.

export type Target = 'json' | 'query' | 'param';

/** What a route declared for one kind of input, read back by the API document. */
export interface Declared {
  target: Target;
  schema: z.ZodType;
}

const DECLARED = Symbol('declared input');

export const declaredInput = (handler: unknown): Declared | undefined =>
  (handler as { [DECLARED]?: Declared } | null)?.[DECLARED];

/** The first problem's text in both languages: the field's own words, or a generic one naming the path. */
function firstProblem(error: z.ZodError): Bilingual {
  const [issue] = error.issues;
  try {
    const pair = JSON.parse(issue.message) as Partial<Bilingual>;
    if (typeof pair.zh === 'string' && typeof pair.en === 'string') return { zh: pair.zh, en: pair.en };
  } catch {
    // a schema written without ./fields.ts: said generically below
  }
  const where = issue.path.join('.') || 'body';
  return { zh: `${where}格式不正确`, en: `${where} has an invalid format` };
}

/** Reads a value by the schema or refuses the request as bad input. */
export function parsed<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new ApiError('invalid', firstProblem(result.error));
  return result.data;
}

/**
 * What a client may send, as a typed client (Hono's `hc`, the tests' client) sees it: the declared
 * keys, each optional and of any type (and no others named), since the fields read forms' values leniently (a number
 * where text is expected, '' or null for empty) and answer a problem rather than a type error.
 */
export type Sent<S extends z.ZodType> = {
  [K in keyof z.input<S> as string extends K ? never : K]?: unknown;
};

export type Checked<T extends Target, S extends z.ZodType> = MiddlewareHandler<
  AppEnv,
  string,
  { in: { [K in T]: Sent<S> }; out: { [K in T]: z.output<S> } }
>;

function declare<T extends Target, S extends z.ZodType>(
  target: T,
  schema: S,
  read: (c: Parameters<Checked<T, S>>[0]) => unknown,
): Checked<T, S> {
  const middleware: Checked<T, S> = async (c, next) => {
    c.req.addValidatedData(target, parsed(schema, await read(c)) as object);
    await next();
  };
  return Object.assign(middleware, { [DECLARED]: { target, schema } satisfies Declared });
}

/** The JSON body, read as ../body.ts reads it (file signatures stripped, an empty body as {}). */
export const body = <S extends z.ZodType>(schema: S) => declare('json', schema, (c) => readJson(c));

/** The query string; a repeated key keeps its first value, as `c.req.query()` does. */
export const query = <S extends z.ZodType>(schema: S) => declare('query', schema, (c) => c.req.query());

/** The path's parameters. */
export const params = <S extends z.ZodType>(schema: S) => declare('param', schema, (c) => c.req.param());
