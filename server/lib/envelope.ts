import { CODE_OF_KIND, type ErrorKind } from '@contract/errors';
import type { AppContext } from './context';
import { inLang, type Bilingual } from './lang';
import { SUCCESS } from './errors';
import type { Page } from './paging';

// Every answer is HTTP 200 JSON with the outcome in `code` (docs/api.md "Envelope"). The
// success answers keep their body's type (Hono's typed response), so that a client built from
// the routes' types (tests/server/helpers/api.ts) knows what each call answers.

/** A success's envelope: code and msg, and what the call answers beside them. */
export type Answer<Fields extends object = object> = { code: number; msg: string } & Fields;

/** `{code: 200, msg, data}`; `data` is left out when there is nothing to return. */
export function ok(c: AppContext): ReturnType<typeof answer<Answer>>;
export function ok<D>(c: AppContext, data: D): ReturnType<typeof answer<Answer<{ data: D }>>>;
export function ok(c: AppContext, data?: unknown) {
  const body: Record<string, unknown> = { code: 200, msg: inLang(c.var.lang, SUCCESS) };
  if (data !== undefined) body.data = data;
  return answer(c, body as Answer);
}

/** `{code: 200, msg}` once `work` is done: the answer of a write that returns nothing. */
export async function okWhenDone(c: AppContext, work: Promise<unknown>) {
  await work;
  return ok(c);
}

/** For the few calls whose answer carries fields beside code and msg (captcha, login). */
export function okFields<F extends Record<string, unknown>>(c: AppContext, fields: F) {
  return answer(c, { code: 200, msg: inLang(c.var.lang, SUCCESS), ...fields });
}

export function okList<R>(c: AppContext, page: Page<R>) {
  // an absent totalCapped stays absent: JSON leaves undefined out
  return answer(c, {
    code: 200,
    msg: inLang(c.var.lang, SUCCESS),
    rows: page.rows,
    total: page.total,
    totalCapped: page.totalCapped,
  });
}

// The body of each answer made here, by its response. Reading a response again (`clone()`) makes
// @hono/node-server drop its direct write of the JSON for a web stream it must then pump: about a
// sixth of getInfo's CPU. What needs an answer's text after the route (the file signing,
// areas/file/sign-answers.ts) takes it from here.
const bodies = new WeakMap<Response, object>();

/** The body `res` was made from, when an answer helper of this file made it. */
export const bodyOf = (res: Response): object | undefined => bodies.get(res);

/** `res`, made from `body`, remembered for `bodyOf`. */
function remembered<R extends Response>(res: R, body: object): R {
  bodies.set(res, body);
  return res;
}

/** The JSON answer, typed with its body. */
function answer<B extends Answer>(c: AppContext, body: B) {
  return remembered(c.json<B>(body), body);
}

/** `{code, msg, kind}`: a refusal of that kind, with the kind's code unless another is given (415). */
export function failure(c: AppContext, kind: ErrorKind, text: Bilingual, code: number = CODE_OF_KIND[kind]): Response {
  const msg = inLang(c.var.lang, text);
  c.set('refused', code);
  c.set('refusal', msg);
  const body = { code, msg, kind };
  return remembered(c.json(body), body);
}
