import type { VisitedTab } from './tab-model';

/** Open tabs survive a reload and a language switch (which reloads), in this browser tab only. */
const KEY = 'visited-tabs';

interface SavedTabs {
  tabs: VisitedTab[];
  activeKey: string;
}

const isTab = (value: unknown): value is VisitedTab => {
  const tab = value as Partial<VisitedTab> | null;
  return (
    typeof tab?.key === 'string' &&
    typeof tab.path === 'string' &&
    typeof tab.fullPath === 'string' &&
    typeof tab.title === 'string'
  );
};

/** The tabs saved in this browser tab, or none (first visit, or something unreadable). */
export function restoreTabs(): SavedTabs {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<SavedTabs> | null;
    const tabs = Array.isArray(saved?.tabs) ? saved.tabs.filter(isTab) : [];
    return { tabs, activeKey: typeof saved?.activeKey === 'string' ? saved.activeKey : '' };
  } catch {
    return { tabs: [], activeKey: '' };
  }
}

export function saveTabs({ tabs, activeKey }: SavedTabs): void {
  sessionStorage.setItem(KEY, JSON.stringify({ tabs, activeKey }));
}
