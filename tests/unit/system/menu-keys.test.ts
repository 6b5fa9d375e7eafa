import { describe, expect, it } from 'vitest';
import { collectKeys, linkedKeys, menuIdsToSave } from '@/features/system/role/menu-keys';
import type { MenuTreeNode } from '@/features/system/role/types';

// 1 ─┬─ 10 ─┬─ 11
//    │      └─ 12
//    └─ 20
// 2
const tree: MenuTreeNode[] = [
  {
    id: 1,
    label: 'dir',
    children: [
      {
        id: 10,
        label: 'page',
        children: [
          { id: 11, label: 'query' },
          { id: 12, label: 'add' },
        ],
      },
      { id: 20, label: 'page 2' },
    ],
  },
  { id: 2, label: 'other' },
];

describe('menu permission keys', () => {
  it('collects every key and the parents', () => {
    expect(collectKeys(tree)).toEqual({ all: [1, 10, 11, 12, 20, 2], parents: [1, 10] });
  });

  it('saves the ancestors of checked nodes with linkage, exactly the checked ones without', () => {
    expect(menuIdsToSave(tree, [11], true)).toEqual([1, 10, 11]);
    expect(menuIdsToSave(tree, [12, 20, 2], true)).toEqual([1, 2, 10, 12, 20]);
    expect(menuIdsToSave(tree, [11, 10], false)).toEqual([10, 11]);
  });

  it('leaves out parents that have a checked descendant when linkage turns on', () => {
    expect(linkedKeys(tree, [1, 10, 11])).toEqual([11]);
    expect(linkedKeys(tree, [10, 20])).toEqual([10, 20]);
    expect(linkedKeys(tree, [1, 2])).toEqual([1, 2]);
  });
});
