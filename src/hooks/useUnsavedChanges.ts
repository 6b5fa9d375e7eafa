import { useEffect, useId, useRef } from 'react';
import { useTabsStore } from '@/stores/tabs';
import { usePageKey } from './usePageKey';

/**
 * Records in the dirty registry whether this component (a page's form, a dialog) holds unsaved
 * input, under the tab of its page: closing the tab, leaving the site and every other way of
 * dropping the page ask first, and the page cache never drops the page.
 */
export function useUnsavedChanges(dirty: boolean): void {
  const source = useId();
  const pageKey = usePageKey();
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    useTabsStore.getState().markUnsaved(source, pageKey, dirty);
    return () => {
      mounted.current = false;
      // The tab cache hides a page by ending its effects, input kept: then another tab is on
      // screen and the mark stays (closing the tab removes it). Otherwise the component is gone.
      window.setTimeout(() => {
        const { activeKey, markUnsaved } = useTabsStore.getState();
        if (!mounted.current && activeKey === pageKey) markUnsaved(source, pageKey, false);
      }, 0);
    };
  }, [source, pageKey, dirty]);
}
