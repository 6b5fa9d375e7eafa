import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useTabsStore } from '@/stores/tabs';

/**
 * Marks the current page as holding unsaved work: closing or refreshing its tab asks first,
 * and so does leaving the site.
 */
export function useUnsavedChanges(dirty: boolean): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const { tabs } = useTabsStore.getState();
    const tab = tabs.find((t) => t.key === pathname + search) ?? tabs.find((t) => t.key === pathname);
    if (!tab) return;
    useTabsStore.getState().setDirty(tab.key, dirty);
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty, pathname, search]);
}
