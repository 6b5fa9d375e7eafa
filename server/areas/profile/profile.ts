import { and, eq, ne, sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Db } from '../../db/types';
import type { Clock } from '../../lib/clock';
import type { Auth } from '../../lib/context';
import { conflict, fail } from '../../lib/errors';
import type { Lang } from '../../lib/lang';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { endSessionsOf } from '../../lib/sessions';
import { updatedBy } from '../../lib/records';
import { guardedAttempt } from '../account/attempt-lock';
import { userRoleOptions } from '../account/roles';
import { uploadedTypeAt } from '../file/uploads';
import { publicUser } from '../user/public-user';
import type { ProfileChange } from './schema';

// The logged-in user's own profile and password (docs/api.md "Profile").

const AVATAR_TYPES = ['image/png', 'image/jpeg'];

/** The user (no password) and the names of its enabled roles, comma-joined, in the request language. */
export async function readProfile(db: Db, auth: Auth, lang: Lang) {
  const user = await publicUser(db, auth.user.userId, lang);
  const roleGroup = (await userRoleOptions(db, auth.user.userId, lang)).map((r) => r.roleName).join(', ');
  return { user, roleGroup };
}

/**
 * The avatar is the address of a png or jpeg uploaded through POST /system/oss/upload; '' goes
 * back to the default picture, and leaving the field out keeps the current one.
 */
async function readAvatar(db: Db, avatar: string | null, current: string): Promise<string> {
  if (avatar === null) return current;
  if (!avatar || avatar === current) return avatar;
  const type = await uploadedTypeAt(db, avatar);
  if (!type || !AVATAR_TYPES.includes(type)) {
    fail('头像必须是已上传的 png、jpg 或 jpeg 图片', 'The avatar must be an uploaded png, jpg or jpeg image');
  }
  return avatar;
}

export async function updateProfile(db: Db, clock: Clock, auth: Auth, input: ProfileChange) {
  const { user } = auth;
  const { nickName, email, phonenumber } = input;
  const sex = input.sex ?? user.sex;
  const avatar = await readAvatar(db, input.avatar, user.avatar);
  const taken = async (condition: ReturnType<typeof eq>) =>
    (
      await db
        .select({ userId: users.userId })
        .from(users)
        .where(and(condition, ne(users.userId, user.userId)))
        .limit(1)
    ).length > 0;
  if (await taken(eq(users.phonenumber, phonenumber))) {
    conflict('修改个人信息失败，手机号码已存在', 'Profile not saved: the phone number is already taken');
  }
  if (await taken(eq(sql`lower(${users.email})`, email.toLowerCase()))) {
    conflict('修改个人信息失败，邮箱账号已存在', 'Profile not saved: the email is already taken');
  }
  await db
    .update(users)
    .set({ nickName, email, phonenumber, sex, avatar, ...updatedBy(auth, clock) })
    .where(eq(users.userId, user.userId));
}

/** Wrong old passwords in a row before the form locks: a stolen session must not guess the password. */
export const MAX_OLD_PASSWORD_FAILURES = 12;

const formLocked = (): never =>
  fail(
    `旧密码输入错误${MAX_OLD_PASSWORD_FAILURES}次，修改密码锁定10分钟`,
    `Wrong old password entered ${MAX_OLD_PASSWORD_FAILURES} times, changing the password is locked for 10 minutes`,
  );

/**
 * The form's lock is counted apart from the login's: its key holds capitals, which a login's
 * key (a lower-cased name) never does, so neither can count toward the other.
 */
const formLock = (userId: number) => ({
  key: `PASSWORD-FORM:${userId}`,
  max: MAX_OLD_PASSWORD_FAILURES,
  locked: formLocked,
});

/** Changes the caller's password; the user's other sessions end, the one that changed it stays. */
export async function updateOwnPassword(db: Db, clock: Clock, auth: Auth, oldPassword: string, newPassword: string) {
  const { userId } = auth.user;
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.userId, userId));
  const right = await guardedAttempt(db, clock, formLock(userId), async () =>
    row ? verifyPassword(oldPassword, row.passwordHash) : false,
  );
  if (!right) fail('修改密码失败，旧密码错误', 'Password not changed: the old password is wrong');
  if (oldPassword === newPassword) fail('新密码不能与旧密码相同', 'The new password must differ from the old one');
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    // the account's own password now: the must-change gate opens (lib/password-change-gate.ts)
    await tx.update(users).set({ passwordHash, passwordChangeRequired: false }).where(eq(users.userId, userId));
    await endSessionsOf(tx, userId, auth.tokenHash);
  });
}
