import { and, eq, exists, not } from 'drizzle-orm';
import { userRoles, users } from '../../db/schema';
import type { Db } from '../../db/types';
import type { Body } from '../../lib/body';
import type { Clock } from '../../lib/clock';
import type { Auth } from '../../lib/context';
import { fail } from '../../lib/errors';
import type { Lang } from '../../lib/lang';
import { containsText, param, type Query } from '../../lib/paging';
import { updatedBy } from '../../lib/records';
import { int } from '../../lib/validate';
import { findUser } from '../user/public-user';
import { pageOfUsers, USER_ID } from '../user/records';
import { checkRoleIds, guardAdminUser, readIdArray, syncSessions } from '../user/role-grants';
import { findRole, ROLE_ID } from './records';

// The users of one role (the role-auth page, docs/api.md "Roles"): who holds it, who does not,
// and adding or removing users.

/** The users holding (or not holding) the role of `roleId`, with the list's filters. */
export async function usersOfRole(db: Db, q: Query, lang: Lang, holding: boolean) {
  const role = await findRole(db, int(ROLE_ID, { required: true })({ roleId: param(q, 'roleId') }) as number);
  const holds = exists(
    db
      .select({ one: userRoles.userId })
      .from(userRoles)
      .where(and(eq(userRoles.userId, users.userId), eq(userRoles.roleId, role.roleId))),
  );
  const where = and(
    holding ? holds : not(holds),
    containsText(param(q, 'userName'), users.userName),
    containsText(param(q, 'phonenumber'), users.phonenumber),
  );
  return pageOfUsers(db, q, lang, where);
}

/** The users named by `userIds` (an array or comma-joined), each existing; at least one. */
export async function readUsers(db: Db, body: Body): Promise<number[]> {
  const ids = readIdArray(body.userIds, '用户编号', 'User ids');
  if (!ids.length) fail('请选择用户', 'Please choose at least one user');
  for (const id of ids) await findUser(db, id);
  return [...new Set(ids)];
}

export async function readOneUser(db: Db, body: Body): Promise<number[]> {
  return [(await findUser(db, int(USER_ID, { required: true })(body) as number)).userId];
}

/** Gives the role of `body.roleId` to these users, or takes it from them. */
export async function changeHolders(db: Db, clock: Clock, auth: Auth, body: Body, userIds: number[], add: boolean) {
  const role = await findRole(db, int(ROLE_ID, { required: true })(body) as number);
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
