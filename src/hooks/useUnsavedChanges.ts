import { useEffect, useId } from 'react';
import { useTabsStore } from '@/stores/tabs';
import { usePageKey } from './usePageKey';

/**
 * Records in the dirty registry whether this component (a page's form, a dialog) holds unsaved
 * input, under the tab of its page: closing the tab, leaving the site and every other way of
 * dropping the page ask first, and the page cache never drops the page.
 *
 * There is no clean-up when the effect ends: a page hidden by the tab cache runs its effects'
 * clean-ups but keeps its input. Its entry goes when the page is closed or rebuilt.
 */
export function useUnsavedChanges(dirty: boolean): void {
  const source = useId();
  const pageKey = usePageKey();
  useEffect(() => {
    useTabsStore.getState().markUnsaved(source, pageKey, dirty);
  }, [source, pageKey, dirty]);
}
