import { and, eq, exists, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Permission, PermissionArea } from '@contract/permissions';
import { menus, roleMenus } from '../db/schema';
import { preparedStatements } from '../db/prepared-statements';
import type { Db } from '../db/types';
import type { ActiveRole } from './context';
import { subquery } from './subquery';

// What a role may do comes from the master menu: each page and button carries a permission
// string, a role holds menu entries (docs/roles.md); a disabled entry grants nothing. The
// administrator role holds everything.

export const ALL_PERMISSIONS = '*:*:*';

const ADMIN_ROLE_KEY = 'admin';

export const isAdminRole = (role: Pick<ActiveRole, 'roleKey'> | null): boolean => role?.roleKey === ADMIN_ROLE_KEY;

/** What a route needs: one declared permission, or any permission of the areas listed (`admin:course:`). */
export type Need = Permission | { anyOf: readonly PermissionArea[] };

/**
 * Whether the role in `roleId`/`roleKey` (columns of the caller's query; null for no role) grants
 * `need`, as an SQL condition: the same rule as `allows` and `permissionsOf`, asked inside the
 * query that reads the session, so that a call checks its permission without a query of its own.
 */
export function grants(roleId: AnyPgColumn, roleKey: AnyPgColumn, need: Need): SQL<boolean> {
  const held =
    typeof need === 'string'
      ? eq(menus.perms, need)
      : or(eq(menus.perms, ALL_PERMISSIONS), ...need.anyOf.map((area) => sql`starts_with(${menus.perms}, ${area})`));
  const grantingMenus = subquery
    .select({ one: sql`1` })
    .from(roleMenus)
    .innerJoin(menus, eq(menus.menuId, roleMenus.menuId))
    .where(and(eq(roleMenus.roleId, roleId), eq(menus.status, '0'), held));
  return sql<boolean>`coalesce(${or(eq(roleKey, ADMIN_ROLE_KEY), exists(grantingMenus))}, false)`;
}

/** The permission strings a role's enabled menus grant, prepared: getInfo asks on every console load. */
const permissionsOfRole = preparedStatements('csp_role_permissions', (db, _key: null) =>
  db
    .selectDistinct({ perms: menus.perms })
    .from(roleMenus)
    .innerJoin(menus, eq(menus.menuId, roleMenus.menuId))
    .where(and(eq(roleMenus.roleId, sql.placeholder('roleId')), eq(menus.status, '0'), ne(menus.perms, '')))
    .orderBy(menus.perms),
);

/** The permission strings of getInfo: `*:*:*` for the administrator, else every one the role's menus grant. */
export async function permissionsOf(db: Db, role: ActiveRole | null): Promise<string[]> {
  if (!role) return [];
  if (isAdminRole(role)) return [ALL_PERMISSIONS];
  const rows = await permissionsOfRole(db, null).execute({ roleId: role.roleId });
  return rows.map((r) => r.perms);
}

/** Whether a role's enabled menus grant one permission, prepared per permission. */
const grantsOne = preparedStatements('csp_role_grants', (db, perm: Permission) =>
  db
    .select({ menuId: menus.menuId })
    .from(roleMenus)
    .innerJoin(menus, eq(menus.menuId, roleMenus.menuId))
    .where(and(eq(roleMenus.roleId, sql.placeholder('roleId')), eq(menus.status, '0'), eq(menus.perms, perm)))
    .limit(1),
);

export async function allows(db: Db, role: ActiveRole | null, perm: Permission): Promise<boolean> {
  if (!role) return false;
  if (isAdminRole(role)) return true;
  const [held] = await grantsOne(db, perm).execute({ roleId: role.roleId });
  return Boolean(held);
}
