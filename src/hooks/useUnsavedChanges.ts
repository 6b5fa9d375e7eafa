import { useEffect, useId, useRef } from 'react';
import { useTabsStore } from '@/stores/tabs';
import { usePageKey } from './usePageKey';

/**
 * Records in the dirty registry whether this component (a page's form, a dialog) holds unsaved
 * input, under the tab of its page: closing the tab, leaving the site and every other way of
 * dropping the page ask first, and the page cache never drops the page.
 *
 * `dirtyNow` reads the input as it is at this instant. A form learns of a keystroke a task
 * later, and a page hidden in between (another tab clicked at once) runs no effect until it is
 * shown again: the page's going away asks it, so what was just typed is still registered.
 */
export function useUnsavedChanges(dirty: boolean, dirtyNow?: () => boolean): void {
  const source = useId();
  const pageKey = usePageKey();
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    useTabsStore.getState().markUnsaved(source, pageKey, dirty);
    return () => {
      mounted.current = false;
      if (!dirty && dirtyNow?.()) useTabsStore.getState().markUnsaved(source, pageKey, true);
      // The tab cache hides a page by ending its effects, input kept: the page is still in the
      // cache while another tab is on screen, and the mark stays (closing the tab removes it).
      // Otherwise the component is gone, and its input with it.
      window.setTimeout(() => {
        const { activeKey, cache, markUnsaved } = useTabsStore.getState();
        const hidden = cache.includes(pageKey) && activeKey !== pageKey;
        if (!mounted.current && !hidden) markUnsaved(source, pageKey, false);
      }, 0);
    };
  }, [source, pageKey, dirty, dirtyNow]);
}
