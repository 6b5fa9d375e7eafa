import type { Lang } from '../lib/lang';
import { menusOf } from './access';
import { MENUS, type MenuDef } from './menus';
import type { RoleRow } from './types';

// The getRouters answer: RuoYi's router tree built from the menu rows the role holds.

export interface RouterMeta {
  title: string;
  icon: string;
  noCache: boolean;
  affix: boolean;
  link: string | null;
  activeMenu?: string;
}

export interface RouterNode {
  name: string;
  path: string;
  hidden: boolean;
  redirect?: string;
  component: string;
  alwaysShow?: boolean;
  query?: string;
  meta: RouterMeta;
  children?: RouterNode[];
}

/** Unique route name from the path: /admin/course/edite_course -> AdminCourseEditeCourse. */
const routeName = (path: string): string =>
  path
    .split(/[/_-]/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join('');

function meta(menu: MenuDef, lang: Lang): RouterMeta {
  const value: RouterMeta = {
    title: lang === 'en' ? menu.titleEn : menu.titleZh,
    icon: menu.icon,
    noCache: menu.noCache,
    affix: false,
    link: null,
  };
  if (menu.activeMenu) value.activeMenu = menu.activeMenu;
  return value;
}

const byOrder = (a: MenuDef, b: MenuDef) => a.orderNum - b.orderNum;

export function buildRouters(role: RoleRow | undefined, lang: Lang): RouterNode[] {
  const held = menusOf(role);
  const pagesOf = (groupId: number) => held.filter((m) => m.menuType === 'C' && m.parentId === groupId).sort(byOrder);
  // A directory shows whenever the role holds one of its pages, even if the role's saved
  // menuIds lack the directory itself (a role tree saved without its half-checked parents).
  return MENUS.filter((m) => m.menuType === 'M' && pagesOf(m.menuId).length > 0)
    .sort(byOrder)
    .map((group) => ({
      name: routeName(group.path),
      path: group.path,
      hidden: false,
      redirect: 'noRedirect',
      component: 'Layout',
      alwaysShow: true,
      meta: meta(group, lang),
      children: pagesOf(group.menuId).map((p) => ({
        name: routeName(p.path),
        path: p.path,
        hidden: p.hidden,
        component: p.path.slice(1),
        meta: meta(p, lang),
      })),
    }));
}
