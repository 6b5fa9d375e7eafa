import { isExternal } from '@/utils/validate';
import type { MenuRoute, PageRoute } from '@/stores/route-types';

export const LAYOUT = 'Layout';
export const PARENT_VIEW = 'ParentView';
export const INNER_LINK = 'InnerLink';

/** A child path is relative to its parent unless it is absolute or an external address. */
export function resolvePath(parent: string, child: string): string {
  if (isExternal(child) || child.startsWith('/')) return child;
  const joined = `${parent}/${child}`.replace(/\/{2,}/g, '/');
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
}

function parseQuery(query: string | undefined): Record<string, string> | undefined {
  if (!query) return undefined;
  try {
    const parsed: unknown = JSON.parse(query);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : undefined;
  } catch {
    return undefined;
  }
}

function isDirectory(menu: MenuRoute): boolean {
  return menu.component === LAYOUT || menu.component === PARENT_VIEW || (!menu.component && !!menu.children?.length);
}

/**
 * Flattens the server menu into the pages it reaches. Layout and ParentView directories
 * contribute their path as a prefix and their title as an ancestor, so every page ends up
 * one level below the shell. External links are not pages: the menu opens them.
 */
export function buildPages(menus: readonly MenuRoute[], parentPath = '/', ancestors: string[] = []): PageRoute[] {
  const pages: PageRoute[] = [];
  for (const menu of menus) {
    const path = resolvePath(parentPath, menu.path);
    if (isExternal(path)) continue;
    if (isDirectory(menu)) {
      const title = menu.meta?.title;
      pages.push(...buildPages(menu.children ?? [], path, title ? [...ancestors, title] : ancestors));
      continue;
    }
    pages.push({
      path,
      component: menu.component ?? '',
      meta: { ...menu.meta },
      hidden: !!menu.hidden,
      ancestors,
      query: parseQuery(menu.query),
    });
  }
  return pages;
}
