import { and, eq, ne } from 'drizzle-orm';
import { menus, roleMenus } from '../db/schema';
import type { Db } from '../db/types';
import type { ActiveRole } from './context';

// What a role may do comes from the master menu: each page and button carries a permission
// string, a role holds menu entries (docs/roles.md). The administrator role holds everything.

export const ALL_PERMISSIONS = '*:*:*';

export const isAdminRole = (role: Pick<ActiveRole, 'roleKey'> | null): boolean => role?.roleKey === 'admin';

/** The permission strings of getInfo: `*:*:*` for the administrator, else every one the role's menus grant. */
export async function permissionsOf(db: Db, role: ActiveRole | null): Promise<string[]> {
  if (!role) return [];
  if (isAdminRole(role)) return [ALL_PERMISSIONS];
  const rows = await db
    .selectDistinct({ perms: menus.perms })
    .from(roleMenus)
    .innerJoin(menus, eq(menus.menuId, roleMenus.menuId))
    .where(and(eq(roleMenus.roleId, role.roleId), ne(menus.perms, '')))
    .orderBy(menus.perms);
  return rows.map((r) => r.perms);
}

export async function allows(db: Db, role: ActiveRole | null, perm: string): Promise<boolean> {
  if (!role) return false;
  if (isAdminRole(role)) return true;
  const [held] = await db
    .select({ menuId: menus.menuId })
    .from(roleMenus)
    .innerJoin(menus, eq(menus.menuId, roleMenus.menuId))
    .where(and(eq(roleMenus.roleId, role.roleId), eq(menus.perms, perm)))
    .limit(1);
  return Boolean(held);
}
