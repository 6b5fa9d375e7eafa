import { and, asc, eq, inArray } from 'drizzle-orm';
import { isWebAddress } from '@contract/web-address';
import { menus, roleMenus } from '../../db/schema';
import type { Db } from '../../db/types';
import type { ActiveRole } from '../../lib/context';
import type { Lang } from '../../lib/lang';
import { isAdminRole } from '../../lib/permissions';

// The getRouters answer: RuoYi's router tree built from the menu rows the active role holds
// (docs/api.md "GET /getRouters").

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
  meta: RouterMeta;
  children?: RouterNode[];
}

type MenuRow = typeof menus.$inferSelect;

/** Unique route name from the path: /admin/course/edite_course -> AdminCourseEditeCourse. */
const routeName = (path: string): string =>
  path
    .split(/[/_-]/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join('');

function meta(menu: MenuRow, lang: Lang): RouterMeta {
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

/**
 * Enabled directories and pages (never buttons), in menu order; the administrator's are all of
 * them. A disabled entry is in nobody's menu, nor are the pages of a disabled directory.
 */
async function navigableMenus(db: Db, role: ActiveRole): Promise<{ groups: MenuRow[]; pages: MenuRow[] }> {
  const all = await db
    .select()
    .from(menus)
    .where(and(inArray(menus.menuType, ['M', 'C']), eq(menus.status, '0')))
    .orderBy(asc(menus.orderNum), asc(menus.menuId));
  const groups = all.filter((m) => m.menuType === 'M');
  if (isAdminRole(role)) return { groups, pages: all.filter((m) => m.menuType === 'C') };
  const held = await db.select({ menuId: roleMenus.menuId }).from(roleMenus).where(eq(roleMenus.roleId, role.roleId));
  const heldIds = new Set(held.map((h) => h.menuId));
  return { groups, pages: all.filter((m) => m.menuType === 'C' && heldIds.has(m.menuId)) };
}

/**
 * A page as the console routes it: a screen at its path; an external link (an http(s) path) the
 * sidebar opens in a new window; an inner frame shown at an address of its own (InnerLink).
 */
function pageNode(page: MenuRow, lang: Lang): RouterNode {
  const node = { name: routeName(page.path), path: page.path, hidden: page.hidden, meta: meta(page, lang) };
  if (!isWebAddress(page.path)) return { ...node, component: page.component };
  if (!page.innerFrame) return { ...node, name: `Link${page.menuId}`, component: '' };
  const path = `/inner-link/${page.menuId}`;
  return { ...node, name: routeName(path), path, component: 'InnerLink', meta: { ...node.meta, link: page.path } };
}

export async function buildRouters(db: Db, role: ActiveRole | null, lang: Lang): Promise<RouterNode[]> {
  if (!role) return [];
  const { groups, pages } = await navigableMenus(db, role);
  const pagesOf = (groupId: number) => pages.filter((p) => p.parentId === groupId);
  // A directory shows whenever the role holds one of its pages, even if the role's saved menus
  // lack the directory itself (a role tree saved without its half-checked parents).
  return groups
    .filter((group) => pagesOf(group.menuId).length > 0)
    .map((group) => ({
      name: routeName(group.path),
      path: group.path,
      hidden: group.hidden,
      redirect: 'noRedirect',
      component: 'Layout',
      alwaysShow: true,
      meta: meta(group, lang),
      children: pagesOf(group.menuId).map((p) => pageNode(p, lang)),
    }));
}
