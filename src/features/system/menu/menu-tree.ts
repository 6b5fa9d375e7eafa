import type { MenuNode, MenuRecord, MenuType } from './types';

/**
 * The flat list as a tree in menu order. An entry whose parent is not in the list (a filter left
 * it out) is shown at the top, so that a search still shows every entry it found.
 */
export function menuTree(rows: readonly MenuRecord[]): MenuNode[] {
  const ids = new Set(rows.map((row) => row.menuId));
  const byOrder = (a: MenuRecord, b: MenuRecord) => a.orderNum - b.orderNum || a.menuId - b.menuId;
  const build = (parentId: number | null): MenuNode[] =>
    rows
      .filter((row) => (parentId === null ? !ids.has(row.parentId) : row.parentId === parentId))
      .sort(byOrder)
      .map((row) => {
        const children = build(row.menuId);
        return children.length ? { ...row, children } : { ...row };
      });
  return build(null);
}

/** The ids of every entry that has children: what "expand all" opens. */
export function parentIds(nodes: readonly MenuNode[]): number[] {
  return nodes.flatMap((node) => (node.children?.length ? [node.menuId, ...parentIds(node.children)] : []));
}

/** What an entry of each type may sit in: a directory at the top, a page in a directory, a button on a page. */
export const PARENT_TYPE: Record<MenuType, MenuType | null> = { M: null, C: 'M', F: 'C' };

/** An address outside the console (an external link or an inner frame). */
export const isWebLink = (path: string | undefined): boolean => /^https?:\/\//i.test(path ?? '');
