import { describe, expect, it } from 'vitest';
import { MENU_COMPONENTS } from '@contract/menu-components';
import { menuTree, parentIds } from '@/features/system/menu/menu-tree';
import type { MenuRecord } from '@/features/system/menu/types';
import { hasScreen } from '@/router/page-registry';
import { MENUS } from '../../../server/db/seed/demo-data/menus';

// The menu screen's tree from the flat list, and the list of screens a page may name: each one the
// console declares, and every page of the product's menu among them.

const entry = (menuId: number, parentId: number, orderNum: number): MenuRecord => ({
  menuId,
  parentId,
  orderNum,
  menuType: parentId === 0 ? 'M' : 'C',
  menuName: `m${menuId}`,
  titleZh: '',
  titleEn: '',
  icon: '',
  path: '',
  component: '',
  perms: '',
  hidden: false,
  status: '0',
  noCache: false,
  innerFrame: false,
  activeMenu: '',
});

describe('the menu tree', () => {
  it('nests entries under their parents in order, and "expand all" opens every parent', () => {
    const tree = menuTree([entry(11, 1, 2), entry(1, 0, 2), entry(2, 0, 1), entry(12, 1, 1)]);
    expect(tree.map((n) => n.menuId)).toEqual([2, 1]);
    expect(tree[1]?.children?.map((n) => n.menuId)).toEqual([12, 11]);
    expect(tree[0]?.children).toBeUndefined();
    expect(parentIds(tree)).toEqual([1]);
  });

  it('shows an entry a search found without its parent at the top', () => {
    expect(menuTree([entry(11, 1, 1)]).map((n) => n.menuId)).toEqual([11]);
  });
});

describe('the screens a menu page may name', () => {
  it('are all screens the console declares', () => {
    expect(MENU_COMPONENTS.filter((name) => !hasScreen(name))).toEqual([]);
  });

  it('hold every page of the product’s menu', () => {
    const pages = MENUS.filter((m) => m.menuType === 'C').map((m) => m.component);
    expect(pages.filter((name) => !(MENU_COMPONENTS as readonly string[]).includes(name))).toEqual([]);
  });
});
