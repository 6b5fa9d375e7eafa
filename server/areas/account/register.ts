import { eq } from 'drizzle-orm';
import { roles, userRoles, users } from '../../db/schema';
import type { Db } from '../../db/types';
import { formatTime, type Clock } from '../../lib/clock';
import { conflict } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { isUserNameClash, userNameTaken } from '../user/user-name';

// Self-registration (docs/api.md "POST /register"): a new account holding the teacher role.

const taken = (userName: string): never =>
  conflict(`保存用户'${userName}'失败，注册账号已存在`, `Cannot register '${userName}': the account already exists`);

/** Refuses a name another account has, in any case (`ADMIN` when `admin` exists). */
export async function refuseTakenName(db: Db, userName: string): Promise<void> {
  if (await userNameTaken(db, userName)) taken(userName);
}

/** Creates the account and its teacher role together; a name taken meanwhile is refused the same way. */
export async function registerTeacher(db: Db, clock: Clock, userName: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  try {
    await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          userName,
          nickName: userName,
          name: userName,
          passwordHash,
          createBy: userName,
          createTime: formatTime(clock.now()),
        })
        .returning({ userId: users.userId });
      const [teacher] = await tx.select({ roleId: roles.roleId }).from(roles).where(eq(roles.roleKey, 'teacher'));
      if (teacher) await tx.insert(userRoles).values({ userId: user.userId, roleId: teacher.roleId });
    });
  } catch (error) {
    if (isUserNameClash(error)) taken(userName);
    throw error;
  }
}
