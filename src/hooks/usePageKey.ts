import { createContext, useContext } from 'react';
import { useLocation } from 'react-router-dom';
import { useTabsStore } from '@/stores/tabs';

/** The tab a kept page belongs to; the page cache provides it around each page it keeps. */
export const PageKeyContext = createContext<string | null>(null);

/**
 * The tab of the page this component lives in (dialogs included). Outside the page cache (a
 * test rendering one screen) it is the tab of the address, or the path.
 */
export function usePageKey(): string {
  const provided = useContext(PageKeyContext);
  const { pathname, search } = useLocation();
  if (provided !== null) return provided;
  const { tabs } = useTabsStore.getState();
  return tabs.some((t) => t.key === pathname + search) ? pathname + search : pathname;
}
