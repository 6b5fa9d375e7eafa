import type { PageRoute } from './route-types';

/** A tab of the strip. Pure data: the store and tests use these helpers. */
export interface VisitedTab {
  /** One tab per key: the path, or the full path for detail pages opened with a query. */
  key: string;
  path: string;
  fullPath: string;
  title: string;
  /** Pinned: never closed. */
  affix: boolean;
  /** Not kept alive when hidden. */
  noCache: boolean;
}

export const isClosable = (tab: VisitedTab) => !tab.affix;

/**
 * Adds a tab, or refreshes the one with the same key (its query and title follow the page).
 * Pinned tabs lead the strip in the order they came; the others follow in the order opened.
 */
export function addTab(tabs: readonly VisitedTab[], tab: VisitedTab): VisitedTab[] {
  const index = tabs.findIndex((t) => t.key === tab.key);
  if (index === -1) {
    const firstUnpinned = tabs.findIndex((t) => !t.affix);
    if (!tab.affix || firstUnpinned === -1) return [...tabs, tab];
    return [...tabs.slice(0, firstUnpinned), tab, ...tabs.slice(firstUnpinned)];
  }
  const next = [...tabs];
  next[index] = { ...tabs[index], fullPath: tab.fullPath, title: tab.title || tabs[index].title };
  return next;
}

export function closeTab(tabs: readonly VisitedTab[], key: string): VisitedTab[] {
  return tabs.filter((t) => t.key !== key || !isClosable(t));
}

export function closeOthers(tabs: readonly VisitedTab[], key: string): VisitedTab[] {
  return tabs.filter((t) => t.key === key || !isClosable(t));
}

export function closeLeft(tabs: readonly VisitedTab[], key: string): VisitedTab[] {
  const index = tabs.findIndex((t) => t.key === key);
  return tabs.filter((t, i) => i >= index || !isClosable(t));
}

export function closeRight(tabs: readonly VisitedTab[], key: string): VisitedTab[] {
  const index = tabs.findIndex((t) => t.key === key);
  return index === -1 ? [...tabs] : tabs.filter((t, i) => i <= index || !isClosable(t));
}

export function closeAll(tabs: readonly VisitedTab[]): VisitedTab[] {
  return tabs.filter((t) => !isClosable(t));
}

/**
 * Where to go after tabs were closed: stay when the active tab survived; otherwise the
 * preferred tab if it survived (close-others, close-left/right), else the last remaining tab,
 * else `/`.
 */
export function landingAfterClose(
  remaining: readonly VisitedTab[],
  activeKey: string,
  preferredKey?: string,
): string | null {
  if (remaining.some((t) => t.key === activeKey)) return null;
  const preferred = preferredKey ? remaining.find((t) => t.key === preferredKey) : undefined;
  if (preferred) return preferred.fullPath;
  return remaining.length > 0 ? remaining[remaining.length - 1].fullPath : '/';
}

/**
 * Which pages stay alive: most recently shown last, at most `limit` of them; when over, the
 * oldest unpinned page goes first.
 */
export function touchCache(
  cache: readonly string[],
  key: string,
  limit: number,
  pinned: (key: string) => boolean,
): string[] {
  const next = [...cache.filter((k) => k !== key), key];
  while (next.length > limit) {
    const victim = next.findIndex((k) => !pinned(k) && k !== key);
    if (victim === -1) break;
    next.splice(victim, 1);
  }
  return next;
}

/** The pinned tabs of these pages (the home page), there from the start. */
export function pinnedTabs(pages: readonly PageRoute[]): VisitedTab[] {
  return pages
    .filter((page) => page.meta.affix && !page.path.includes(':'))
    .map((page) => ({
      key: page.path,
      path: page.path,
      fullPath: page.path,
      title: page.meta.title ?? '',
      affix: true,
      noCache: !!page.meta.noCache,
    }));
}
