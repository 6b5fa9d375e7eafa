import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTabsStore } from '@/stores/tabs';
import { confirmDiscard } from '@/stores/unsaved';

interface CloseOptions {
  /** the page's work was just saved: nothing to ask about */
  saved?: boolean;
}

/**
 * Closes the tab of the page on screen and opens another (RuoYi's `$tab.closeOpenPage`); like
 * the tab strip's close, it asks first when the page holds unsaved input.
 */
export function useClosePage(): (to: string, options?: CloseOptions) => Promise<void> {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    async (to: string, { saved = false }: CloseOptions = {}) => {
      const closing = useTabsStore.getState().tabs.filter((tab) => tab.path === pathname && !tab.affix);
      if (!saved && !(await confirmDiscard({ keys: closing.map((tab) => tab.key) }))) return;
      const { tabs, keep } = useTabsStore.getState();
      keep(tabs.filter((tab) => !closing.includes(tab)));
      await navigate(to);
    },
    [navigate, pathname],
  );
}
