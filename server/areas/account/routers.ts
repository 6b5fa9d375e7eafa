import { asc, eq, inArray } from 'drizzle-orm';
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

/** Directories and pages (never buttons), in menu order; the administrator's are all of them. */
async function navigableMenus(db: Db, role: ActiveRole): Promise<{ groups: MenuRow[]; pages: MenuRow[] }> {
  const all = await db
    .select()
    .from(menus)
    .where(inArray(menus.menuType, ['M', 'C']))
    .orderBy(asc(menus.orderNum), asc(menus.menuId));
  const groups = all.filter((m) => m.menuType === 'M');
  if (isAdminRole(role)) return { groups, pages: all.filter((m) => m.menuType === 'C') };
  const held = await db.select({ menuId: roleMenus.menuId }).from(roleMenus).where(eq(roleMenus.roleId, role.roleId));
  const heldIds = new Set(held.map((h) => h.menuId));
  return { groups, pages: all.filter((m) => m.menuType === 'C' && heldIds.has(m.menuId)) };
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
