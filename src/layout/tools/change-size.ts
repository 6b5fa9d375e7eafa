import { feedback } from '@/api/feedback';
import { i18n } from '@/i18n';
import { useAppStore, type ComponentSize } from '@/stores/app';
import { useTabsStore } from '@/stores/tabs';

/**
 * Stores the component size, rebuilds every kept-alive page (the one on screen too) so it is
 * drawn in the new size, and says so.
 */
export function changeSize(size: ComponentSize): void {
  useAppStore.getState().setSize(size);
  useTabsStore.getState().refreshAll();
  void feedback.success(i18n.t('layout:size.changed'));
}
