import type { ErrorKind } from '@contract/errors';
import type { ListPage } from '@contract/records';

export type { ListPage, Status } from '@contract/records';

/** The envelope every backend answer carries. */
export interface ApiResult<T = unknown> {
  code: number;
  msg: string;
  /** a refusal's kind (docs/api.md "Envelope"); absent on success */
  kind?: ErrorKind;
  data?: T;
}

/** A page of a list: RuoYi answers `rows` and `total` next to code and msg. */
export interface PageResult<T> extends ListPage<T> {
  code: number;
  msg: string;
}

export interface PageQuery {
  pageNum?: number;
  pageSize?: number;
  orderByColumn?: string;
  isAsc?: 'asc' | 'desc';
}

/** A failure the request layer has already shown to the user. */
export class RequestError extends Error {
  readonly code: number | undefined;
  readonly shown: boolean;
  /**
   * The backend answered and refused (its envelope's code was not 200), so the message is its
   * reason; false when the call failed on the way: no answer, timeout, an HTTP error status, a
   * body that is not JSON.
   */
  readonly refusal: boolean;
  /** what kind of refusal the backend answered (a record gone, a name taken...); undefined for a failure on the way */
  readonly kind: ErrorKind | undefined;
  constructor(message: string, options: { code?: number; shown?: boolean; refusal?: boolean; kind?: ErrorKind } = {}) {
    super(message);
    this.name = 'RequestError';
    this.code = options.code;
    this.shown = options.shown ?? true;
    this.refusal = options.refusal ?? false;
    this.kind = options.kind;
  }
}

/** The backend answered that the record a call is about does not exist (any more). */
export function isGone(error: unknown): boolean {
  return error instanceof RequestError && error.kind === 'notFound';
}
