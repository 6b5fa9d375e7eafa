import type { RecordForm } from '@contract/input/form';
import type { newMenu } from '@contract/schemas/menu';

export type MenuType = 'M' | 'C' | 'F';

/** A master-menu entry as GET /system/menu/list answers it (docs/api.md "Menus"). */
export interface MenuRecord {
  menuId: number;
  parentId: number;
  menuType: MenuType;
  /** the title in the request's language */
  menuName: string;
  titleZh: string;
  titleEn: string;
  icon: string;
  orderNum: number;
  path: string;
  component: string;
  perms: string;
  hidden: boolean;
  status: '0' | '1';
  noCache: boolean;
  innerFrame: boolean;
  activeMenu: string;
}

/** An entry with its children, as the tree table shows it. */
export interface MenuNode extends MenuRecord {
  children?: MenuNode[];
}

export interface MenuFilters {
  menuName: string;
  status: string;
}

/** The menu dialog's values: the body the server checks (contract/schemas/menu.ts). */
export type MenuForm = RecordForm<typeof newMenu, 'menuId'>;
