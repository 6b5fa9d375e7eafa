import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTabsStore } from '@/stores/tabs';
import { confirmDiscard } from '@/stores/unsaved';

interface CloseOptions {
  /** the page's work was just saved: nothing to ask about */
  saved?: boolean;
}

/**
 * Closes the tab of the page on screen and opens another; like the tab strip's close, it asks
 * first when the page holds unsaved input.
 */
export function useClosePage(): (to: string, options?: CloseOptions) => Promise<void> {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    async (to: string, { saved = false }: CloseOptions = {}) => {
      const closing = useTabsStore.getState().tabs.filter((tab) => tab.path === pathname && !tab.affix);
      if (!saved && !(await confirmDiscard({ keys: closing.map((tab) => tab.key) }))) return;
      const { tabs, keep } = useTabsStore.getState();
      const staying = tabs.filter((tab) => !closing.includes(tab));
      keep(staying);
      // A page named without a query opens as its tab was left: a list keeps its filter and page
      // (they live in the address), as a kept-alive page does.
      const open = to.includes('?') ? undefined : staying.find((tab) => tab.path === to);
      await navigate(open?.fullPath ?? to);
    },
    [navigate, pathname],
  );
}
