import { feedback } from '@/api/feedback';
import { i18n } from '@/i18n';
import { useAppStore, type ComponentSize } from '@/stores/app';
import { useTabsStore } from '@/stores/tabs';
import { confirmDiscard } from '@/stores/unsaved';

/**
 * Stores the component size, rebuilds every kept-alive page (the one on screen too) so it is
 * drawn in the new size, and says so. Rebuilding drops typed input,
 * so it asks first when some is unsaved.
 */
export async function changeSize(size: ComponentSize): Promise<void> {
  if (!(await confirmDiscard())) return;
  useAppStore.getState().setSize(size);
  useTabsStore.getState().refreshAll();
  void feedback.success(i18n.t('layout:size.changed'));
}
