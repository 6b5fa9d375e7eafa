import { HttpResponse } from 'msw';
import { t, type Lang } from './lang';

// Every answer is HTTP 200; the real outcome travels in the body's `code` (RuoYi convention).

function successMsg(source: Request | Lang): string {
  return t(source, '操作成功', 'Success');
}

/** `{code: 200, msg, data}`; `data` is left out when there is nothing to return. */
export function ok(source: Request | Lang, data?: unknown): Response {
  const body: Record<string, unknown> = { code: 200, msg: successMsg(source) };
  if (data !== undefined) body.data = data;
  return HttpResponse.json(body);
}

/** For the few calls whose answer carries fields beside code/msg (captcha, login, config key). */
export function okFields(source: Request | Lang, fields: Record<string, unknown>): Response {
  return HttpResponse.json({ code: 200, msg: successMsg(source), ...fields });
}

export function okList<T>(source: Request | Lang, page: { rows: T[]; total: number }): Response {
  return HttpResponse.json({ code: 200, msg: successMsg(source), rows: page.rows, total: page.total });
}

export function fail(code: number, msg: string): Response {
  return HttpResponse.json({ code, msg });
}

/** Thrown anywhere inside a handler; the route wrapper turns it into `fail(code, msg)`. */
export class MockError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** Reject bad input (code 500) with a message in the request's language. */
export function bad(source: Request | Lang, zh: string, en: string): never {
  throw new MockError(500, t(source, zh, en));
}
