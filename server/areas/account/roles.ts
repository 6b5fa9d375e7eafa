import { and, asc, eq, sql } from 'drizzle-orm';
import { roles, userRoles } from '../../db/schema';
import { preparedStatements } from '../../db/prepared-statements';
import type { Db } from '../../db/types';
import { named, type Lang } from '../../lib/lang';
import { roleNames } from '../role/names';

// The roles a user holds, as the account calls answer them.

export interface RoleOption {
  roleId: number;
  roleName: string;
  roleKey: string;
}

/** The enabled roles of a user in role order: prepared, as getInfo asks for them on every console load. */
const rolesOfUser = preparedStatements('csp_user_roles', (db, _key: null) =>
  db
    .select({ roleId: roles.roleId, ...roleNames, roleKey: roles.roleKey })
    .from(userRoles)
    .innerJoin(roles, eq(roles.roleId, userRoles.roleId))
    .where(and(eq(userRoles.userId, sql.placeholder('userId')), eq(roles.status, '0')))
    .orderBy(asc(roles.roleId)),
);

/** The enabled roles of a user in role order, `roleName` in the request's language. */
export async function userRoleOptions(db: Db, userId: number, lang: Lang): Promise<RoleOption[]> {
  const rows = await rolesOfUser(db, null).execute({ userId });
  return rows.map((r) => ({ roleId: r.roleId, roleName: named(lang, r.roleName, r.roleNameEn), roleKey: r.roleKey }));
}

/** The role a new session acts in: the user's first enabled role, or none. */
export async function firstEnabledRoleId(db: Db, userId: number): Promise<number | null> {
  const [first] = await userRoleOptions(db, userId, 'zh');
  return first?.roleId ?? null;
}
