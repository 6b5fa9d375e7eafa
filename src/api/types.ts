import type { ListPage } from '../../contract/records';

export type { ListPage, Status } from '../../contract/records';

/** The envelope every backend answer carries. */
export interface ApiResult<T = unknown> {
  code: number;
  msg: string;
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
  constructor(message: string, options: { code?: number; shown?: boolean; refusal?: boolean } = {}) {
    super(message);
    this.name = 'RequestError';
    this.code = options.code;
    this.shown = options.shown ?? true;
    this.refusal = options.refusal ?? false;
  }
}
