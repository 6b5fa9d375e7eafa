import { eq, sql } from 'drizzle-orm';
import { loginFailures } from '../../db/schema';
import type { Db } from '../../db/types';
import { plus, type Clock } from '../../lib/clock';

// A lock on guessing (docs/security.md "Lockouts"): each attempt is counted BEFORE its secret is
// checked, in one statement that every server instance shares, so that attempts sent at once are
// held to the limit as surely as attempts sent one by one. An attempt counted past the limit is
// refused without being checked; the attempt that reaches the limit and fails sets the lock for
// LOCK_MS; a success resets the count; a lock that has run out starts the count afresh.

export const LOCK_MS = 10 * 60 * 1000;

/** The most a count grows to (the column is a smallint); far past any limit. */
const COUNT_CAP = 10_000;

export interface AttemptLock {
  /** the counted thing: a login's lower-cased account name, or a form's own key */
  key: string;
  /** attempts allowed in a row before the lock */
  max: number;
  /** the refusal while locked, in both languages */
  locked: () => never;
}

/**
 * Counts an attempt, refuses it when the lock is on or the count is past the limit, then runs
 * `check`: true resets the count; false sets the lock when this attempt reached the limit (and
 * refuses with the lock's message), otherwise answers false for the caller's own refusal.
 */
export async function guardedAttempt(db: Db, clock: Clock, lock: AttemptLock, check: () => Promise<boolean>) {
  const now = clock.now();
  const expired = sql`${loginFailures.lockedUntil} <= ${now.toISOString()}::timestamptz`;
  const [counted] = await db
    .insert(loginFailures)
    .values({ accountKey: lock.key, failures: 1 })
    .onConflictDoUpdate({
      target: loginFailures.accountKey,
      set: {
        failures: sql`case when ${expired} then 1 else least(${loginFailures.failures} + 1, ${COUNT_CAP}) end`,
        lockedUntil: sql`case when ${expired} then null else ${loginFailures.lockedUntil} end`,
      },
    })
    .returning({ failures: loginFailures.failures, lockedUntil: loginFailures.lockedUntil });
  if ((counted.lockedUntil && counted.lockedUntil > now) || counted.failures > lock.max) lock.locked();
  if (await check()) {
    await db.delete(loginFailures).where(eq(loginFailures.accountKey, lock.key));
    return true;
  }
  if (counted.failures >= lock.max) {
    await db
      .update(loginFailures)
      .set({ lockedUntil: plus(now, LOCK_MS) })
      .where(eq(loginFailures.accountKey, lock.key));
    lock.locked();
  }
  return false;
}
