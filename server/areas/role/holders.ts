import { and, eq, exists, not } from 'drizzle-orm';
import { userRoles, users } from '../../db/schema';
import type { Db } from '../../db/types';
import type { Clock } from '../../lib/clock';
import type { Auth } from '../../lib/context';
import { fail } from '../../lib/errors';
import type { Lang } from '../../lib/lang';
import { containsText } from '../../lib/paging';
import { updatedBy } from '../../lib/records';
import { findUser } from '../user/public-user';
import { pageOfUsers } from '../user/records';
import { checkRoleIds, guardAdminUser, syncSessions } from '../user/role-grants';
import { findRole } from './records';
import type { HolderListQuery } from './schema';

// The users of one role (the role-auth page, docs/api.md "Roles"): who holds it, who does not,
// and adding or removing users.

/** The users holding (or not holding) the role of `roleId`, with the list's filters. */
export async function usersOfRole(db: Db, q: HolderListQuery, lang: Lang, holding: boolean) {
  const role = await findRole(db, q.roleId);
  const holds = exists(
    db
      .select({ one: userRoles.userId })
      .from(userRoles)
      .where(and(eq(userRoles.userId, users.userId), eq(userRoles.roleId, role.roleId))),
  );
  const where = and(
    holding ? holds : not(holds),
    containsText(q.userName, users.userName),
    containsText(q.phonenumber, users.phonenumber),
  );
  return pageOfUsers(db, q, lang, where);
}

/** The users named, each existing; at least one. */
export async function readUsers(db: Db, ids: number[]): Promise<number[]> {
  if (!ids.length) fail('请选择用户', 'Please choose at least one user');
  for (const id of ids) await findUser(db, id);
  return [...new Set(ids)];
}

export async function readOneUser(db: Db, userId: number): Promise<number[]> {
  return [(await findUser(db, userId)).userId];
}

/** Gives the role `roleId` to these users, or takes it from them. */
export async function changeHolders(db: Db, clock: Clock, auth: Auth, roleId: number, userIds: number[], add: boolean) {
  const role = await findRole(db, roleId);
  if (add) await checkRoleIds(db, auth.role, [role.roleId]);
  userIds.forEach(guardAdminUser);
  await db.transaction(async (tx) => {
    for (const userId of userIds) {
      if (add) await tx.insert(userRoles).values({ userId, roleId: role.roleId }).onConflictDoNothing();
      else await tx.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.roleId, role.roleId)));
      await tx.update(users).set(updatedBy(auth, clock)).where(eq(users.userId, userId));
    }
    await syncSessions(tx, userIds);
  });
}
