import type { Bilingual } from './lang';

// An error a request's rules throw on purpose: the envelope answers it with its code and its
// message in the request's language. Anything else thrown is a defect and answers a generic
// message (server/app.ts), so that no database or stack detail ever reaches a user.

export class ApiError extends Error {
  constructor(
    readonly code: 401 | 403 | 500,
    readonly text: Bilingual,
  ) {
    super(text.en);
  }
}

/** Refuse bad input or a refused action (code 500), naming what the user can fix. */
export function fail(zh: string, en: string): never {
  throw new ApiError(500, { zh, en });
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
