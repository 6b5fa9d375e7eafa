import { asc, eq, inArray } from 'drizzle-orm';
import { menus, roleMenus } from '../../db/schema';
import type { Db } from '../../db/types';
import { fail } from '../../lib/errors';
import type { Lang } from '../../lib/lang';
import { isAdminRole } from '../../lib/permissions';

// The master menu as the role form's permission tree (RuoYi's /system/menu/treeselect), the menus
// a role holds and the keys its tree shows checked.

export interface MenuTreeNode {
  id: number;
  label: string;
  children?: MenuTreeNode[];
}

/** Directories, pages and buttons as a tree, labels in the request language. */
export async function menuTree(db: Db, lang: Lang): Promise<MenuTreeNode[]> {
  // The whole master menu: a tree needs every entry, and it is a fixed list of a few hundred.
  const all = await db
    .select({ menuId: menus.menuId, parentId: menus.parentId, titleZh: menus.titleZh, titleEn: menus.titleEn })
    .from(menus)
    .orderBy(asc(menus.orderNum), asc(menus.menuId));
  const build = (parentId: number): MenuTreeNode[] =>
    all
      .filter((m) => m.parentId === parentId)
      .map((m) => {
        const children = build(m.menuId);
        const node: MenuTreeNode = { id: m.menuId, label: lang === 'en' ? m.titleEn : m.titleZh };
        if (children.length) node.children = children;
        return node;
      });
  return build(0);
}

/** The menu ids each role holds, sorted. */
export async function menuIdsOf(db: Db, roleIds: number[]): Promise<Map<number, number[]>> {
  const held = new Map<number, number[]>(roleIds.map((id) => [id, []]));
  if (!roleIds.length) return held;
  const rows = await db
    .select({ roleId: roleMenus.roleId, menuId: roleMenus.menuId })
    .from(roleMenus)
    .where(inArray(roleMenus.roleId, roleIds))
    .orderBy(asc(roleMenus.menuId));
  for (const row of rows) held.get(row.roleId)?.push(row.menuId);
  return held;
}

/** Menu ids from a write, each a known menu; answered unique and sorted. */
export async function checkMenuIds(db: Db, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  const known = unique.length
    ? new Set(
        (await db.select({ menuId: menus.menuId }).from(menus).where(inArray(menus.menuId, unique))).map(
          (m) => m.menuId,
        ),
      )
    : new Set<number>();
  const unknown = ids.find((id) => !known.has(id));
  if (unknown !== undefined) fail(`菜单 ${unknown} 不存在`, `Menu ${unknown} does not exist`);
  return unique;
}

export async function setRoleMenus(db: Db, roleId: number, menuIds: number[]): Promise<void> {
  await db.delete(roleMenus).where(eq(roleMenus.roleId, roleId));
  if (menuIds.length) await db.insert(roleMenus).values(menuIds.map((menuId) => ({ roleId, menuId })));
}

/**
 * The keys the tree shows checked. With parent-child linkage (menuCheckStrictly) a parent that
 * holds some of its children is left out, as in RuoYi: the tree derives it (fully or half
 * checked) from the children, so a half-held page never shows as fully checked.
 */
export async function checkedKeysOf(
  db: Db,
  role: { roleKey: string; menuCheckStrictly: boolean; menuIds: number[] },
): Promise<number[]> {
  const all = await db
    .select({ menuId: menus.menuId, parentId: menus.parentId })
    .from(menus)
    .orderBy(asc(menus.menuId));
  const held = isAdminRole(role) ? all.map((m) => m.menuId) : role.menuIds;
  if (!role.menuCheckStrictly) return [...held];
  const heldSet = new Set(held);
  const parents = new Set(all.filter((m) => heldSet.has(m.menuId)).map((m) => m.parentId));
  return held.filter((id) => !parents.has(id));
}
