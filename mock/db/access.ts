import { MENUS, type MenuDef } from './menus';
import type { RoleRow } from './types';

// What a role may see and do, derived from the master menu and the role's menuIds.

export const ALL_PERMISSIONS = '*:*:*';

const isSuper = (role: RoleRow | undefined): boolean => role?.roleKey === 'admin';

/** Menu rows the role holds; admin holds the whole menu whatever its menuIds say. */
export function menusOf(role: RoleRow | undefined): MenuDef[] {
  if (!role || role.status !== '0') return [];
  if (isSuper(role)) return [...MENUS];
  const held = new Set(role.menuIds);
  return MENUS.filter((m) => held.has(m.menuId));
}

/** The permission strings of getInfo: `*:*:*` for admin, else every perms of the held menus. */
export function permissionsOf(role: RoleRow | undefined): string[] {
  if (isSuper(role)) return [ALL_PERMISSIONS];
  const perms = new Set(
    menusOf(role)
      .map((m) => m.perms)
      .filter(Boolean),
  );
  return [...perms].sort();
}

export function allows(role: RoleRow | undefined, perm: string): boolean {
  const perms = permissionsOf(role);
  return perms.includes(ALL_PERMISSIONS) || perms.includes(perm);
}
