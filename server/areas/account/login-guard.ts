import { eq, sql } from 'drizzle-orm';
import { loginFailures, users } from '../../db/schema';
import type { Db } from '../../db/types';
import { plus, type Clock } from '../../lib/clock';
import { fail } from '../../lib/errors';
import { DUMMY_HASH, verifyPassword } from '../../lib/passwords';

// The password check with RuoYi's lock: five wrong passwords in a row lock the account for ten
// minutes, during which even the right password is refused; a successful login resets the count.
// The count lives in the database, so every server instance sees the same lock.

export const MAX_FAILURES = 5;
export const LOCK_MS = 10 * 60 * 1000;

const locked = (): never =>
  fail(
    `密码输入错误${MAX_FAILURES}次，帐户锁定10分钟`,
    `Wrong password entered ${MAX_FAILURES} times, the account is locked for 10 minutes`,
  );

const wrong = (): never => fail('用户不存在/密码错误', 'Wrong username or password');

export interface CheckedUser {
  userId: number;
  status: string;
}

export async function checkPassword(db: Db, clock: Clock, userName: string, password: string): Promise<CheckedUser> {
  const now = clock.now();
  const [user] = await db
    .select({ userId: users.userId, status: users.status, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.userName, userName));
  const accountKey = userName.toLowerCase().slice(0, 64);
  if (user) {
    const [record] = await db.select().from(loginFailures).where(eq(loginFailures.accountKey, accountKey));
    if (record?.lockedUntil) {
      if (record.lockedUntil > now) locked();
      await db.delete(loginFailures).where(eq(loginFailures.accountKey, accountKey));
    }
  }
  // An unknown name is checked against a dummy hash, so it takes as long as a wrong password.
  const matches = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
  if (!user) return wrong();
  if (matches) {
    await db.delete(loginFailures).where(eq(loginFailures.accountKey, accountKey));
    return { userId: user.userId, status: user.status };
  }
  // Counted in one statement, so that attempts on two instances at once both count.
  const [counted] = await db
    .insert(loginFailures)
    .values({ accountKey, failures: 1 })
    .onConflictDoUpdate({ target: loginFailures.accountKey, set: { failures: sql`${loginFailures.failures} + 1` } })
    .returning({ failures: loginFailures.failures });
  if (counted.failures >= MAX_FAILURES) {
    await db
      .update(loginFailures)
      .set({ lockedUntil: plus(now, LOCK_MS) })
      .where(eq(loginFailures.accountKey, accountKey));
    locked();
  }
  return wrong();
}
