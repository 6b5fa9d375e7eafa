import type { LoginResult } from '@contract/monitor';
import { ApiError } from '../../lib/errors';
import type { Bilingual } from '../../lib/lang';

// A refusal of a way in that says what it was (a wrong password, a lock, a disabled account...),
// for the login history (./login-history.ts); to the caller it is the same refusal as any other.

export class LoginRefused extends ApiError {
  constructor(
    readonly result: LoginResult,
    text: Bilingual,
  ) {
    super('invalid', text);
  }
}

export function refuseLogin(result: LoginResult, zh: string, en: string): never {
  throw new LoginRefused(result, { zh, en });
}
