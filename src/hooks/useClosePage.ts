import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTabsStore } from '@/stores/tabs';

/** Closes the tab of the page on screen and opens another (RuoYi's `$tab.closeOpenPage`). */
export function useClosePage(): (to: string) => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (to: string) => {
      const { tabs, keep } = useTabsStore.getState();
      keep(tabs.filter((tab) => tab.path !== pathname || tab.affix));
      void navigate(to);
    },
    [navigate, pathname],
  );
}
