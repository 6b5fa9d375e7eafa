import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Db } from '../../db/types';
import { isUniqueViolation } from '../../lib/db-errors';
import { said, text, type Label } from '../../lib/input';

// The rules of a user name, wherever an account is created (docs/api.md "Users"): 2 to 20
// characters of a safe alphabet, ASCII letters, digits and `_ . - @`, so that no name can pass for
// another with a look-alike letter (Cyrillic а for Latin a) or an invisible character; and unique
// ignoring case, also when two writes race (the unique index on lower(user_name)).

export const USER_NAME_PATTERN = /^[A-Za-z0-9_.@-]+$/;

/**
 * What refuses a name taken (server/db/schema/account.ts): the column's own unique constraint
 * for the same spelling, the index on lower(user_name) for another case.
 */
const UNIQUE_NAMES = ['sys_user_user_name_unique', 'sys_user_user_name_lower_unique'];

const alphabet = (l: Label) =>
  said(`${l.zh}只能包含英文字母、数字和 _ . - @`, `${l.en} may only hold letters A-Z and a-z, digits and _ . - @`);

/** The user name field of a create form's schema: required, its length, then its alphabet. */
export const userName = (l: Label) =>
  text(l, { required: true, min: 2, max: 20 }).refine((value) => USER_NAME_PATTERN.test(value), {
    error: alphabet(l),
  });

/** Whether another account has this name, in any case. */
export async function userNameTaken(db: Db, userName: string): Promise<boolean> {
  const [found] = await db
    .select({ userId: users.userId })
    .from(users)
    .where(eq(sql`lower(${users.userName})`, userName.toLowerCase()))
    .limit(1);
  return found !== undefined;
}

/** The unique index refused the write: a request racing this one took the name first. */
export const isUserNameClash = (error: unknown) => UNIQUE_NAMES.some((name) => isUniqueViolation(error, name));
