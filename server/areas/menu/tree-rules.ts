import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { menus, roleMenus, roles } from '../../db/schema';
import type { Db } from '../../db/types';
import { conflict, fail } from '../../lib/errors';
import { isAdminRole } from '../../lib/permissions';
import { isLink } from './entry-rules';
import { roleNames } from '../role/names';
import { takenByAnother } from '../../lib/taken';

// The rules among menu entries (docs/api.md "Menus"): where an entry may sit, a path unique among
// its siblings, and what keeps an entry from being deleted. The sidebar shows two levels, so a
// directory sits at the top, a page in a directory and a button on a page.

type MenuRow = typeof menus.$inferSelect;

const PARENT_TYPE = { M: null, C: 'M', F: 'C' } as const;

export async function checkParent(db: Db, menuType: 'M' | 'C' | 'F', parentId: number): Promise<void> {
  const wanted = PARENT_TYPE[menuType];
  if (wanted === null) {
    if (parentId !== 0) fail('目录只能位于顶层', 'A directory sits at the top level');
    return;
  }
  const [parent] = parentId
    ? await db.select({ menuType: menus.menuType }).from(menus).where(eq(menus.menuId, parentId))
    : [];
  if (!parent) fail(`上级菜单 ${parentId} 不存在`, `Parent menu ${parentId} does not exist`);
  if (parent.menuType !== wanted)
    fail(
      wanted === 'M' ? '菜单的上级必须是目录' : '按钮的上级必须是菜单',
      wanted === 'M' ? 'A menu page sits in a directory' : 'A button sits on a menu page',
    );
}

const pathTaken = (path: string): never =>
  conflict(`路由地址'${path}'已存在`, `The route path '${path}' already exists`);

/**
 * A path is unique among its siblings. A directory's or a page's path inside the console is also
 * the address the page opens at, so it is unique among all of them.
 */
export async function checkPathFree(
  db: Db,
  entry: { parentId: number; menuType: string; path: string },
  menuId: number | null,
): Promise<void> {
  if (!entry.path) return;
  const samePath = sql`lower(${menus.path}) = lower(${entry.path})`;
  const taken = (where: SQL | undefined) => takenByAnother(db, menus.menuId, where, menuId);
  if (await taken(and(eq(menus.parentId, entry.parentId), samePath))) pathTaken(entry.path);
  if (isLink(entry.path)) return;
  if (await taken(and(ne(menus.menuType, 'F'), samePath))) pathTaken(entry.path);
}

/** An entry with children keeps its type: its children's place depends on it. */
export async function checkTypeKept(db: Db, before: MenuRow, menuType: string): Promise<void> {
  if (before.menuType === menuType) return;
  if (await hasChildren(db, before.menuId))
    fail('存在子菜单，不允许修改菜单类型', 'The menu has child entries: its type cannot change');
}

async function hasChildren(db: Db, menuId: number): Promise<boolean> {
  const [child] = await db.select({ menuId: menus.menuId }).from(menus).where(eq(menus.parentId, menuId)).limit(1);
  return Boolean(child);
}

/** RuoYi's two rules: no entry with children, and none a role holds, is deleted. */
export async function checkDeletable(db: Db, menu: MenuRow): Promise<void> {
  if (await hasChildren(db, menu.menuId))
    conflict('存在子菜单，不允许删除', 'The menu has child entries: delete them first');
  // The administrator role holds every entry whatever its rows say, so its rows keep nothing.
  const holders = (
    await db
      .select({ roleKey: roles.roleKey, ...roleNames })
      .from(roleMenus)
      .innerJoin(roles, eq(roles.roleId, roleMenus.roleId))
      .where(eq(roleMenus.menuId, menu.menuId))
      .orderBy(roles.roleSort, roles.roleId)
  ).filter((role) => !isAdminRole(role));
  if (holders.length)
    conflict(
      `菜单已分配给角色（${holders.map((r) => r.roleName).join('、')}），请先在角色中取消后再删除`,
      `The menu is assigned to a role (${holders.map((r) => r.roleNameEn || r.roleName).join(', ')}): take it off the role before deleting it`,
    );
}
