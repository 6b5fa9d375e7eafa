import type { MenuTreeNode } from './types';

// Pure helpers for the role form's menu permission tree.

/** Every node id, and the ids of nodes that have children (what "expand all" opens). */
export function collectKeys(nodes: readonly MenuTreeNode[]): { all: number[]; parents: number[] } {
  const all: number[] = [];
  const parents: number[] = [];
  const walk = (list: readonly MenuTreeNode[]) => {
    for (const node of list) {
      all.push(node.id);
      if (node.children?.length) {
        parents.push(node.id);
        walk(node.children);
      }
    }
  };
  walk(nodes);
  return { all, parents };
}

/** child id -> parent id over the whole tree. */
function parentMap(nodes: readonly MenuTreeNode[]): Map<number, number> {
  const parentOf = new Map<number, number>();
  const walk = (list: readonly MenuTreeNode[], parent: number | null) => {
    for (const node of list) {
      if (parent !== null) parentOf.set(node.id, parent);
      if (node.children) walk(node.children, node.id);
    }
  };
  walk(nodes, null);
  return parentOf;
}

/**
 * The menu ids a role saves. With parent-child linkage the ancestors of every checked node are
 * granted too (they show fully or half checked), as RuoYi saves checked plus half-checked keys;
 * without linkage exactly the checked nodes.
 */
export function menuIdsToSave(nodes: readonly MenuTreeNode[], checked: readonly number[], linked: boolean): number[] {
  if (!linked) return [...new Set(checked)].sort((a, b) => a - b);
  const parentOf = parentMap(nodes);
  const ids = new Set<number>();
  for (const id of checked) {
    for (let at: number | undefined = id; at !== undefined && !ids.has(at); at = parentOf.get(at)) ids.add(at);
  }
  return [...ids].sort((a, b) => a - b);
}

/**
 * The keys to show checked when linkage is turned on: a node that has a checked descendant is
 * left out, so the tree derives it (half checked unless every child is checked).
 */
export function linkedKeys(nodes: readonly MenuTreeNode[], checked: readonly number[]): number[] {
  const parentOf = parentMap(nodes);
  const withCheckedChild = new Set<number>();
  for (const id of checked) {
    for (let at = parentOf.get(id); at !== undefined; at = parentOf.get(at)) withCheckedChild.add(at);
  }
  return checked.filter((id) => !withCheckedChild.has(id));
}
