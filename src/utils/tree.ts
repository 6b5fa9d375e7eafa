type Node = Record<string, unknown>;

/** A node of the built tree (under the default `children` key). */
export type TreeNode<T> = T & { children?: TreeNode<T>[] };

/**
 * Builds a tree from a flat list by id and parent id (fields default to id, parentId,
 * children). A node whose parent is not in the list is a root. The input is not changed: nodes
 * are shallow copies, each with a children array.
 */
export function handleTree<T extends object>(
  list: readonly T[],
  id = 'id',
  parentId = 'parentId',
  children = 'children',
): TreeNode<T>[] {
  const copies = list.map((item) => ({ ...item, [children]: [] as Node[] }) as Node);
  const byId = new Map<unknown, Node>();
  for (const node of copies) byId.set(node[id], node);
  const roots: Node[] = [];
  for (const node of copies) {
    const parent = byId.get(node[parentId]);
    if (parent && parent !== node) (parent[children] as Node[]).push(node);
    else roots.push(node);
  }
  return roots as TreeNode<T>[];
}
