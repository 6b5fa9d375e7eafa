import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Db } from '../../db/types';
import { isUniqueViolation } from '../../lib/db-errors';

// A user name is unique ignoring case (docs/api.md "Users"), also when two writes race (the unique
// index on lower(user_name)); its alphabet and length are the contract's (contract/schemas/user-name.ts).

export { USER_NAME_PATTERN } from '@contract/schemas/user-name';

/**
 * What refuses a name taken (server/db/schema/account.ts): the column's own unique constraint
 * for the same spelling, the index on lower(user_name) for another case.
 */
const UNIQUE_NAMES = ['sys_user_user_name_unique', 'sys_user_user_name_lower_unique'];

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
