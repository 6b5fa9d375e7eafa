import { create } from 'zustand';
import type { Location } from 'react-router-dom';
import { addTab, touchCache, type VisitedTab } from './tab-model';

/** How many pages stay alive at once; memory stays flat over a long day. */
export const MAX_CACHED_PAGES = 12;

interface TabsState {
  tabs: VisitedTab[];
  /** The tab of the page on screen. */
  activeKey: string;
  /** Keys of the kept-alive pages, most recently shown last. */
  cache: string[];
  /** Where each tab last was, so a hidden page keeps rendering its own address. */
  locations: Record<string, Location>;
  /** Bumped to rebuild a page from scratch (refresh). */
  generation: Record<string, number>;
  /** Pages with unsaved changes; closing them asks first. */
  dirty: Record<string, boolean>;
  open: (tab: VisitedTab, location: Location) => void;
  /** Puts the pinned tabs on the strip without opening them (they render when first shown). */
  pin: (tabs: VisitedTab[]) => void;
  /** Keeps only these tabs (after a close action) and forgets the pages of the others. */
  keep: (tabs: VisitedTab[]) => void;
  refresh: (key: string) => void;
  /** Drops every kept-alive page, e.g. after the component size changed. */
  refreshAll: () => void;
  setDirty: (key: string, dirty: boolean) => void;
}

const omit = <T>(record: Record<string, T>, keys: Set<string>) =>
  Object.fromEntries(Object.entries(record).filter(([k]) => keys.has(k)));

export const useTabsStore = create<TabsState>()((set, get) => ({
  tabs: [],
  activeKey: '',
  cache: [],
  locations: {},
  generation: {},
  dirty: {},
  open: (tab, location) => {
    const { tabs, cache, locations } = get();
    const pinned = (key: string) => tabs.some((t) => t.key === key && t.affix);
    set({
      tabs: addTab(tabs, tab),
      activeKey: tab.key,
      cache: tab.noCache ? cache.filter((k) => k !== tab.key) : touchCache(cache, tab.key, MAX_CACHED_PAGES, pinned),
      locations: { ...locations, [tab.key]: location },
    });
  },
  pin: (pinned) => {
    const { tabs } = get();
    const missing = pinned.filter((p) => !tabs.some((t) => t.key === p.key));
    if (missing.length) set({ tabs: missing.reduce(addTab, tabs) });
  },
  keep: (tabs) => {
    const keys = new Set(tabs.map((t) => t.key));
    const { cache, locations, generation, dirty } = get();
    set({
      tabs,
      cache: cache.filter((k) => keys.has(k)),
      locations: omit(locations, keys),
      generation: omit(generation, keys),
      dirty: omit(dirty, keys),
    });
  },
  refresh: (key) => {
    const { generation, dirty } = get();
    set({ generation: { ...generation, [key]: (generation[key] ?? 0) + 1 }, dirty: { ...dirty, [key]: false } });
  },
  refreshAll: () => {
    const { generation, tabs } = get();
    const next = { ...generation };
    for (const tab of tabs) next[tab.key] = (next[tab.key] ?? 0) + 1;
    set({ generation: next, dirty: {} });
  },
  setDirty: (key, value) => {
    const { dirty } = get();
    if (!!dirty[key] !== value) set({ dirty: { ...dirty, [key]: value } });
  },
}));
