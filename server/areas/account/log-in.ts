import type { Db } from '../../db/types';
import type { Clock } from '../../lib/clock';
import { refuseLogin } from './login-results';
import { openSession, type LoginDevice } from '../../lib/sessions';
import { refuseUnapprovedApplicant } from '../approval/applications';
import { checkPassword } from './login-guard';
import { firstEnabledRoleId } from './roles';

// What every way of logging in checks about the account, and the session it opens: the password
// login (POST /login, after its captcha) and the WeChat binding (POST /auth/bind) alike, so that
// neither is an easier way in than the other.

/**
 * The account's id when the name and password are right (a wrong password counts toward the
 * lock), the account is enabled and is not an applicant still waiting or refused.
 */
export async function checkAccount(db: Db, clock: Clock, userName: string, password: string): Promise<number> {
  const user = await checkPassword(db, clock, userName, password);
  if (user.status !== '0') refuseLogin('disabled', '对不起，您的账号已停用', 'Sorry, your account has been disabled');
  await refuseUnapprovedApplicant(db, user.userId);
  return user.userId;
}

/** A new session acting in the user's first enabled role; answers its token. */
export async function openLoginSession(db: Db, clock: Clock, userId: number, device: LoginDevice): Promise<string> {
  return openSession(db, clock, userId, await firstEnabledRoleId(db, userId), device);
}
