import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { feedback } from '@/api/feedback';
import { useTabsStore } from '@/stores/tabs';
import {
  closeAll,
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  landingAfterClose,
  type VisitedTab,
} from '@/stores/tab-model';

/** The strip's actions: close variants ask before dropping unsaved work. */
export function useTabActions() {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();

  const confirmDiscard = (closing: VisitedTab[]): Promise<boolean> => {
    const { dirty } = useTabsStore.getState();
    const unsaved = closing.filter((tab) => dirty[tab.key]);
    if (unsaved.length === 0) return Promise.resolve(true);
    return feedback.ask({
      title: t('common:systemPrompt'),
      content: t('tabs.unsaved', { pages: unsaved.map((tab) => tab.title).join(', ') }),
      okText: t('tabs.discard'),
      cancelText: t('common:cancel'),
      type: 'warning',
    });
  };

  const apply = async (compute: (tabs: VisitedTab[]) => VisitedTab[], preferredKey?: string) => {
    const { tabs, activeKey, keep } = useTabsStore.getState();
    const remaining = compute(tabs);
    const closing = tabs.filter((tab) => !remaining.includes(tab));
    if (!(await confirmDiscard(closing))) return;
    const target = landingAfterClose(remaining, activeKey, preferredKey);
    keep(remaining);
    if (target) await navigate(target);
  };

  const go = (key: string) => {
    const tab = useTabsStore.getState().tabs.find((t2) => t2.key === key);
    if (tab && key !== useTabsStore.getState().activeKey) void navigate(tab.fullPath);
  };

  return {
    close: (key: string) => apply((tabs) => closeTab(tabs, key)),
    closeOthers: async (key: string) => {
      await apply((tabs) => closeOthers(tabs, key), key);
      go(key);
    },
    closeLeft: (key: string) => apply((tabs) => closeLeft(tabs, key), key),
    closeRight: (key: string) => apply((tabs) => closeRight(tabs, key), key),
    closeAll: () => apply(closeAll),
    refresh: async (key: string) => {
      if (!(await confirmDiscard(useTabsStore.getState().tabs.filter((tab) => tab.key === key)))) return;
      useTabsStore.getState().refresh(key);
      go(key);
    },
    go,
  };
}
