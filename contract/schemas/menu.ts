import { z } from 'zod';
import { isMenuComponent } from '@contract/menu-components';
import { isMenuIcon } from '@contract/menu-icons';
import { isPermission } from '@contract/permissions';
import { choice, int, label, listQuery, pathId, said, text } from '@contract/input';

// What the menu calls take (docs/api.md "Menus"). The shape only: which fields a directory, a
// page or a button needs, and the rules among menus, are the server's (server/areas/menu).

const MENU_ID = label('菜单编号', 'Menu id');
const STATUS = label('菜单状态', 'Menu status');

export const menuListQuery = listQuery({
  menuName: text(label('菜单名称', 'Menu name')),
  status: text(STATUS),
});
export type MenuListQuery = z.output<typeof menuListQuery>;

/** A yes or no; absent is no. */
const flag = (zh: string, en: string) =>
  z.preprocess(
    (value: boolean | undefined) => value ?? false,
    z.boolean({ error: said(`${zh}必须是 true 或 false`, `${en} must be true or false`) }),
  );

const COMPONENT = label('组件路径', 'Component');
const PERMS = label('权限字符', 'Permission');

const FIELDS = {
  parentId: int(label('上级菜单', 'Parent menu')),
  menuType: choice(label('菜单类型', 'Menu type'), ['M', 'C', 'F'], 'M'),
  titleZh: text(label('菜单名称', 'Menu name'), { required: true, max: 50 }),
  titleEn: text(label('英文名称', 'English name'), { required: true, max: 100 }),
  icon: text(label('菜单图标', 'Icon'), { max: 100 }).refine((v) => v === '' || isMenuIcon(v), {
    error: said('菜单图标不是控制台已有的图标', 'The icon is not one the console draws'),
  }),
  orderNum: int(label('显示排序', 'Order'), { max: 9999 }),
  path: text(label('路由地址', 'Route path'), { max: 200 }),
  component: text(COMPONENT, { max: 200 }).refine((v) => v === '' || isMenuComponent(v), {
    error: said('组件路径不是控制台已有的页面', 'The component is not one of the console’s screens'),
  }),
  perms: text(PERMS, { max: 100 }).refine((v) => v === '' || isPermission(v), {
    error: said('权限字符不是已声明的权限', 'The permission is not one the console declares'),
  }),
  hidden: flag('是否隐藏', 'Hidden'),
  status: choice(STATUS, ['0', '1'], '0'),
  noCache: flag('是否不缓存', 'Not cached'),
  innerFrame: flag('是否内嵌', 'Inner frame'),
  activeMenu: text(label('高亮菜单', 'Active menu'), { max: 200 }),
};

export const newMenu = z.object(FIELDS);
export const changedMenu = z.object({ menuId: int(MENU_ID), ...FIELDS });
export type MenuInput = z.output<typeof newMenu>;

export const oneMenu = z.object({ menuId: pathId(MENU_ID) });
