import { CODE_OF_KIND, type ErrorKind } from '../../contract/errors';
import type { AppContext } from './context';
import { inLang, type Bilingual } from './lang';
import { SUCCESS } from './errors';
import type { Page } from './paging';

// Every answer is HTTP 200 JSON with the outcome in `code` (docs/api.md "Envelope").

/** `{code: 200, msg, data}`; `data` is left out when there is nothing to return. */
export function ok(c: AppContext, data?: unknown): Response {
  const body: Record<string, unknown> = { code: 200, msg: inLang(c.var.lang, SUCCESS) };
  if (data !== undefined) body.data = data;
  return c.json(body);
}

/** For the few calls whose answer carries fields beside code and msg (captcha, login). */
export function okFields(c: AppContext, fields: Record<string, unknown>): Response {
  return c.json({ code: 200, msg: inLang(c.var.lang, SUCCESS), ...fields });
}

export function okList(c: AppContext, page: Page<unknown>): Response {
  // an absent totalCapped stays absent: JSON leaves undefined out
  return c.json({
    code: 200,
    msg: inLang(c.var.lang, SUCCESS),
    rows: page.rows,
    total: page.total,
    totalCapped: page.totalCapped,
  });
}

/** `{code, msg, kind}`: a refusal of that kind, with the kind's code unless another is given (415). */
export function failure(c: AppContext, kind: ErrorKind, text: Bilingual, code: number = CODE_OF_KIND[kind]): Response {
  c.set('refused', code);
  return c.json({ code, msg: inLang(c.var.lang, text), kind });
}
