import { CODE_OF_KIND, type ErrorKind } from '@contract/errors';
import type { Bilingual } from './lang';

// An error a request's rules throw on purpose: the envelope answers it with its kind, the kind's
// code and its message in the request's language. Anything else thrown is a defect and answers a
// generic message (server/app.ts), so that no database or stack detail ever reaches a user.

export class ApiError extends Error {
  readonly code: (typeof CODE_OF_KIND)[ErrorKind];
  constructor(
    readonly kind: ErrorKind,
    readonly text: Bilingual,
  ) {
    super(text.en);
    this.code = CODE_OF_KIND[kind];
  }
}

/** Refuse bad input or an action the rules do not allow (kind `invalid`), naming what the user can fix. */
export function fail(zh: string, en: string): never {
  throw new ApiError('invalid', { zh, en });
}

/** Refuse a call about a record that does not exist (any more), naming it. */
export function notFound(zh: string, en: string): never {
  throw new ApiError('notFound', { zh, en });
}

/** A service the server relies on failed (storage, WeChat): nothing the user can fix, said in words. */
export function failedOutside(zh: string, en: string): never {
  throw new ApiError('internal', { zh, en });
}

/** Refuse a write that collides: a name or key taken, a record changed meanwhile or still in use. */
export function conflict(zh: string, en: string): never {
  throw new ApiError('conflict', { zh, en });
}

export const UNAUTHORISED: Bilingual = {
  zh: '认证失败，无法访问系统资源',
  en: 'Authentication failed, unable to access system resources',
};

export const FORBIDDEN: Bilingual = {
  zh: '没有权限，请联系管理员授权',
  en: 'No permission, please contact the administrator',
};

export const INTERNAL: Bilingual = {
  zh: '系统内部错误，请联系管理员',
  en: 'Internal system error, please contact the administrator',
};

export const SUCCESS: Bilingual = { zh: '操作成功', en: 'Success' };
