import { resolvePath } from '@/router/build-pages';
import type { MenuRoute } from '@/stores/route-types';
import { HOME_PATH } from '@/utils/navigation';
import { openKeysFor } from '../menu-items';

/** The top menu shows window width / 3 / 85 items; the rest go under "More". */
export const TOP_ITEM_WIDTH_PX = 85;

/** The role whose second and third top items trade places. */
export const SWAPPED_ROLE = 'A4';

/** One entry of the top menu. */
export interface TopItem {
  /** Full path of the menu entry; the menu's key. */
  key: string;
  title: string;
  icon?: string;
  /** A group: choosing it shows these entries (below `key`) in the sidebar. */
  children?: MenuRoute[];
}

export function visibleTopCount(windowWidth: number): number {
  return Math.max(0, Math.floor(windowWidth / 3 / TOP_ITEM_WIDTH_PX));
}

/** The items shown in the bar and the ones under "More". */
export function splitTopItems<T>(items: readonly T[], count: number): { shown: T[]; more: T[] } {
  return { shown: items.slice(0, count), more: items.slice(count) };
}

/** For role A4 the second and third top items are swapped. */
export function orderForRoles<T>(items: readonly T[], roles: readonly string[]): T[] {
  const ordered = [...items];
  if (roles.includes(SWAPPED_ROLE) && ordered.length >= 3) [ordered[1], ordered[2]] = [ordered[2], ordered[1]];
  return ordered;
}

/**
 * The top menu: Home first (a page of its own), then each visible top-level entry of the server
 * menu. A top-level single page (`path: "/"` with one child) is offered as that page.
 */
export function topItemsOf(menus: readonly MenuRoute[], homeTitle: string): TopItem[] {
  const items: TopItem[] = [{ key: HOME_PATH, title: homeTitle, icon: 'HomeOutlined' }];
  for (const menu of menus) {
    if (menu.hidden) continue;
    const path = resolvePath('/', menu.path);
    const children = (menu.children ?? []).filter((c) => !c.hidden);
    if (path === '/' && children.length > 0) {
      const page = children[0];
      items.push({ key: resolvePath(path, page.path), title: page.meta?.title ?? page.path, icon: page.meta?.icon });
      continue;
    }
    if (children.length === 0 && menu.children?.length) continue;
    items.push({
      key: path,
      title: menu.meta?.title ?? path,
      icon: menu.meta?.icon,
      children: children.length > 0 ? children : undefined,
    });
  }
  return items;
}

/** The top item that holds a page (by its menu path), or null when none does. */
export function topKeyFor(items: readonly TopItem[], activePath: string): string | null {
  for (const item of items) {
    if (item.key === activePath) return item.key;
    if (item.children && openKeysFor(item.children, activePath, item.key)) return item.key;
  }
  return null;
}
