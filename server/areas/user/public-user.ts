import { asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import { roles, userRoles, users } from '../../db/schema';
import type { Db } from '../../db/types';
import { notFound } from '../../lib/errors';
import { named, type Lang } from '../../lib/lang';
import { answered } from '../../lib/records';
import { roleNames } from '../role/names';

// The user as the user, role and profile calls answer it (docs/api.md "Users"): every column but
// the password hash, with the ids and names of the roles held.

const { passwordHash: _passwordHash, ...visible } = getTableColumns(users);

/** The columns a user answer may read: never the password hash. */
export const USER_COLUMNS = visible;

type VisibleUser = { [K in keyof typeof USER_COLUMNS]: (typeof users.$inferSelect)[K] };

/** The users with their roles, in the order given; one query for the roles of all of them. */
export async function publicUsers(db: Db, rows: VisibleUser[], lang: Lang) {
  const held = rows.length
    ? await db
        .select({
          userId: userRoles.userId,
          roleId: roles.roleId,
          ...roleNames,
          roleKey: roles.roleKey,
          status: roles.status,
        })
        .from(userRoles)
        .innerJoin(roles, eq(roles.roleId, userRoles.roleId))
        .where(
          inArray(
            userRoles.userId,
            rows.map((u) => u.userId),
          ),
        )
        .orderBy(asc(roles.roleId))
    : [];
  return rows.map((user) => {
    const mine = held.filter((r) => r.userId === user.userId);
    return {
      ...answered(user),
      roleIds: mine.map((r) => r.roleId),
      roles: mine.map((r) => ({
        roleId: r.roleId,
        roleName: named(lang, r.roleName, r.roleNameEn),
        roleKey: r.roleKey,
        status: r.status,
      })),
    };
  });
}

export type PublicUser = Awaited<ReturnType<typeof publicUsers>>[number];

export const userMissing = (): never => notFound('用户不存在', 'The user does not exist');

export async function findUser(db: Db, userId: number): Promise<VisibleUser> {
  const [row] = await db.select(USER_COLUMNS).from(users).where(eq(users.userId, userId));
  return row ?? userMissing();
}

export async function publicUser(db: Db, userId: number, lang: Lang): Promise<PublicUser> {
  const [user] = await publicUsers(db, [await findUser(db, userId)], lang);
  return user;
}
