import { resolvePath } from '@/router/build-pages';
import type { MenuRoute, PageRoute } from '@/stores/route-types';
import { isExternal } from '@/utils/validate';

/** RuoYi marks directories (which have no page of their own) with this redirect. */
const NO_REDIRECT = 'noRedirect';

/** A menu entry a user can open: a page of theirs or an external link. */
export interface MenuEntry {
  title: string;
  /** Ancestor titles, outermost first, then the entry's own title. */
  titles: string[];
  path: string;
  icon?: string;
  /** An http(s) address that opens in a new window. */
  external: boolean;
}

/** The entries under one top-level directory; `title` is undefined for top-level pages. */
export interface MenuGroup {
  key: string;
  title?: string;
  icon?: string;
  entries: MenuEntry[];
}

function collect(
  menus: readonly MenuRoute[],
  parentPath: string,
  ancestors: string[],
  isPage: (path: string) => boolean,
  out: MenuEntry[],
): void {
  for (const menu of menus) {
    if (menu.hidden) continue;
    const path = resolvePath(parentPath, menu.path);
    const title = menu.meta?.title;
    const external = isExternal(path);
    if (title && menu.redirect !== NO_REDIRECT && (external || isPage(path))) {
      out.push({ title, titles: [...ancestors, title], path, icon: menu.meta?.icon, external });
    }
    if (menu.children?.length) collect(menu.children, path, title ? [...ancestors, title] : ancestors, isPage, out);
  }
}

/**
 * Every entry of the server menu the user may open: not hidden, with a title, not a
 * no-redirect directory, and either one of the user's pages or an external link.
 */
export function menuEntries(menus: readonly MenuRoute[], pages: readonly PageRoute[]): MenuEntry[] {
  const pagePaths = new Set(pages.map((p) => p.path));
  const out: MenuEntry[] = [];
  collect(menus, '/', [], (path) => pagePaths.has(path), out);
  return out;
}

/** The entries grouped by top-level directory, in menu order; loose top-level pages come last. */
export function menuGroups(menus: readonly MenuRoute[], pages: readonly PageRoute[]): MenuGroup[] {
  const groups: MenuGroup[] = [];
  const loose: MenuEntry[] = [];
  for (const menu of menus) {
    if (menu.hidden) continue;
    const entries = menuEntries([menu], pages);
    if (entries.length === 0) continue;
    const isDirectory = !!menu.children?.length && !!menu.meta?.title;
    if (isDirectory) {
      groups.push({ key: resolvePath('/', menu.path), title: menu.meta?.title, icon: menu.meta?.icon, entries });
    } else {
      loose.push(...entries);
    }
  }
  return loose.length ? [...groups, { key: '', entries: loose }] : groups;
}
