import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Db } from '../../db/types';
import type { Clock } from '../../lib/clock';
import { DUMMY_HASH, verifyPassword } from '../../lib/passwords';
import { guardedAttempt } from './attempt-lock';
import { refuseLogin } from './login-results';

// The password check of every way in (POST /login, POST /auth/bind) with RuoYi's lock: five wrong
// passwords in a row lock the name for ten minutes, during which even the right password is
// refused; a successful login resets the count. The count is kept per name as typed, lower-cased,
// whether or not an account has that name, so the lock tells a stranger nothing about which
// accounts exist (./attempt-lock.ts counts it before the password is checked).

export const MAX_FAILURES = 5;
export { LOCK_MS } from './attempt-lock';

const locked = (): never =>
  refuseLogin(
    'locked',
    `密码输入错误${MAX_FAILURES}次，帐户锁定10分钟`,
    `Wrong password entered ${MAX_FAILURES} times, the account is locked for 10 minutes`,
  );

const wrong = (): never => refuseLogin('wrongPassword', '用户不存在/密码错误', 'Wrong username or password');

export interface CheckedUser {
  userId: number;
  status: string;
}

/** The login lock's key for a name as typed: lower-cased, as long as the column holds. */
export const loginKey = (userName: string) => userName.toLowerCase().slice(0, 64);

export async function checkPassword(db: Db, clock: Clock, userName: string, password: string): Promise<CheckedUser> {
  const [user] = await db
    .select({ userId: users.userId, status: users.status, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.userName, userName));
  const lock = { key: loginKey(userName), max: MAX_FAILURES, locked };
  // An unknown name is checked against a dummy hash, so it takes as long as a wrong password.
  const matches = await guardedAttempt(db, clock, lock, async () => {
    const right = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
    return right && user !== undefined;
  });
  if (!matches || !user) return wrong();
  return { userId: user.userId, status: user.status };
}
