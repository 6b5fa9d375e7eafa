import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePathname } from '@/hooks/shell-location';
import { create } from 'zustand';
import { resolvePage } from '@/router/resolve-page';
import type { MenuRoute } from '@/stores/route-types';
import { useRoutesStore } from '@/stores/routes';
import { useSessionStore } from '@/stores/session';
import { useSettingsStore } from '@/stores/settings';
import { orderForRoles, topItemsOf, topKeyFor, type TopItem } from './top-menu';

/** A group chosen in the top menu, for as long as the user stays on the page they chose it on. */
const useChosenGroup = create<{ chosen: { key: string; at: string } | null }>()(() => ({ chosen: null }));

/** Chooses a top group on the page at `at` (null: back to the group of the page). */
export function chooseTopGroup(key: string | null, at: string): void {
  useChosenGroup.setState({ chosen: key ? { key, at } : null });
}

/** Forgets the chosen group when the shell goes away (another user may log in next). */
export function useForgetTopGroupOnExit(): void {
  useEffect(() => () => chooseTopGroup(null, ''), []);
}

export interface ShellMenus {
  topNav: boolean;
  /** Top items in their order for the user's roles. */
  items: TopItem[];
  /** The highlighted top item: the chosen group, else the one holding the current page. */
  activeKey: string | null;
  /** What the sidebar lists, and the path its entries sit below. */
  sidebar: { menus: readonly MenuRoute[]; parentPath: string };
  /** The menu path of the current page (a hidden page highlights its list). */
  activePath: string;
}

/**
 * The menus of the shell. With top navigation on, choosing a group in the top bar makes the
 * sidebar list only that group; on a page outside every group (home, profile) the sidebar keeps
 * the whole menu, so it is never empty. With top navigation off the sidebar lists everything.
 */
export function useShellMenus(): ShellMenus {
  const { t } = useTranslation();
  const pathname = usePathname();
  const menus = useRoutesStore((s) => s.menus);
  const pages = useRoutesStore((s) => s.pages);
  const roles = useSessionStore((s) => s.roles);
  const topNav = useSettingsStore((s) => s.topNav);
  const chosen = useChosenGroup((s) => s.chosen);
  const homeTitle = t('home');
  const items = useMemo(() => orderForRoles(topItemsOf(menus, homeTitle), roles), [menus, homeTitle, roles]);

  const activePath = resolvePage(pages, pathname)?.page.meta.activeMenu ?? pathname;
  const activeKey = chosen && chosen.at === pathname ? chosen.key : topKeyFor(items, activePath);
  const group = topNav ? items.find((i) => i.key === activeKey && i.children) : undefined;
  const sidebar = group?.children ? { menus: group.children, parentPath: group.key } : { menus, parentPath: '/' };
  return { topNav, items, activeKey, sidebar, activePath };
}
