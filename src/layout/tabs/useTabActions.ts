import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useTabsStore } from '@/stores/tabs';
import { confirmDiscard } from '@/stores/unsaved';
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

  const askBeforeClosing = (closing: VisitedTab[]): Promise<boolean> =>
    confirmDiscard({
      keys: closing.map((tab) => tab.key),
      content: (pages) => t('tabs.unsaved', { pages }),
      okText: t('tabs.discard'),
    });

  const apply = async (compute: (tabs: VisitedTab[]) => VisitedTab[], preferredKey?: string) => {
    const { tabs, activeKey, keep } = useTabsStore.getState();
    const remaining = compute(tabs);
    const closing = tabs.filter((tab) => !remaining.includes(tab));
    if (!(await askBeforeClosing(closing))) return;
    const target = landingAfterClose(remaining, activeKey, preferredKey);
    keep(remaining);
    if (target) await navigate(target);
  };

  const go = (key: string) => {
    const tab = useTabsStore.getState().tabs.find((t2) => t2.key === key);
    // At once, not as a transition: a kept page shown again only reconnects its effects, and as
    // a transition that work was sliced over several tasks and the page came a frame or two later.
    if (tab && key !== useTabsStore.getState().activeKey) void navigate(tab.fullPath, { flushSync: true });
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
      if (!(await askBeforeClosing(useTabsStore.getState().tabs.filter((tab) => tab.key === key)))) return;
      useTabsStore.getState().refresh(key);
      go(key);
    },
    go,
  };
}
