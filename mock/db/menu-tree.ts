import type { Lang } from '../lib/lang';
import { MENUS, type MenuDef } from './menus';
import type { RoleRow } from './types';

// The master menu as the role form's permission tree (RuoYi's /system/menu/treeselect) and the
// keys a role's tree shows checked.

export interface MenuTreeNode {
  id: number;
  label: string;
  children?: MenuTreeNode[];
}

const byOrder = (a: MenuDef, b: MenuDef) => a.orderNum - b.orderNum;

/** Directories, pages and buttons as a tree, labels in the request language. */
export function menuTree(lang: Lang, parentId = 0): MenuTreeNode[] {
  return MENUS.filter((m) => m.parentId === parentId)
    .sort(byOrder)
    .map((m) => {
      const children = menuTree(lang, m.menuId);
      const node: MenuTreeNode = { id: m.menuId, label: lang === 'en' ? m.titleEn : m.titleZh };
      if (children.length) node.children = children;
      return node;
    });
}

export const isMenuId = (id: number): boolean => MENUS.some((m) => m.menuId === id);

/**
 * The keys the tree shows checked. With parent-child linkage (menuCheckStrictly) a parent that
 * holds some of its children is left out, as in RuoYi: the tree derives it (fully or half
 * checked) from the children, so a half-held page never shows as fully checked.
 */
export function checkedKeysOf(role: RoleRow): number[] {
  const held = role.roleKey === 'admin' ? MENUS.map((m) => m.menuId) : role.menuIds;
  if (!role.menuCheckStrictly) return [...held];
  const heldSet = new Set(held);
  const parents = new Set(MENUS.filter((m) => heldSet.has(m.menuId)).map((m) => m.parentId));
  return held.filter((id) => !parents.has(id));
}
