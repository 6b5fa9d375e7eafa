import { create } from 'zustand';
import type { Location } from 'react-router-dom';
import { addTab, touchCache, type VisitedTab } from './tab-model';
import { restoreTabs, saveTabs } from './tabs-session';

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
  /**
   * Who holds unsaved input (a page's form, a dialog on it) → the tab it lives in. The one dirty
   * registry: the strip, the leave guard and every way of leaving read it.
   */
  unsaved: Record<string, string>;
  /** Pages with unsaved changes (one of their sources is dirty); closing them asks first. */
  dirty: Record<string, boolean>;
  open: (tab: VisitedTab, location: Location) => void;
  /** Puts the pinned tabs on the strip without opening them (they render when first shown). */
  pin: (tabs: VisitedTab[]) => void;
  /** Keeps only these tabs (after a close action) and forgets the pages of the others. */
  keep: (tabs: VisitedTab[]) => void;
  refresh: (key: string) => void;
  /** Drops every kept-alive page, e.g. after the component size changed. */
  refreshAll: () => void;
  /** Records whether `source`, living in the tab `key`, holds unsaved input. */
  markUnsaved: (source: string, key: string, dirty: boolean) => void;
  /** Marks a whole page (it is its own source). */
  setDirty: (key: string, dirty: boolean) => void;
  /** Retitles the tabs from their pages (after a language switch); a tab with no page (null) goes. */
  retitle: (titleOf: (tab: VisitedTab) => string | null) => void;
}

/**
 * Whether two locations show the same thing: react-router makes a new location (with a new key)
 * for every navigation, a click on a tab included, and a kept page given a new object renders
 * again in full although nothing it shows changed.
 */
export const sameAddress = (a: Location | undefined, b: Location): a is Location =>
  !!a && a.pathname === b.pathname && a.search === b.search && a.hash === b.hash && a.state === b.state;

const omit = <T>(record: Record<string, T>, keys: Set<string>) =>
  Object.fromEntries(Object.entries(record).filter(([k]) => keys.has(k)));

/** Which pages hold unsaved input, from the sources; pages that had some keep a `false`. */
function dirtyPages(unsaved: Record<string, string>, before: Record<string, boolean>): Record<string, boolean> {
  const pages: Record<string, boolean> = Object.fromEntries(Object.keys(before).map((key) => [key, false]));
  for (const key of Object.values(unsaved)) pages[key] = true;
  return pages;
}

export const useTabsStore = create<TabsState>()((set, get) => ({
  ...restoreTabs(),
  cache: [],
  locations: {},
  generation: {},
  unsaved: {},
  dirty: {},
  open: (tab, location) => {
    const { tabs, cache, locations, dirty } = get();
    // Pinned pages and pages holding unsaved input are never dropped from the cache.
    const kept = (key: string) => !!dirty[key] || tabs.some((t) => t.key === key && t.affix);
    set({
      tabs: addTab(tabs, tab),
      activeKey: tab.key,
      cache: tab.noCache ? cache.filter((k) => k !== tab.key) : touchCache(cache, tab.key, MAX_CACHED_PAGES, kept),
      locations: sameAddress(locations[tab.key], location) ? locations : { ...locations, [tab.key]: location },
    });
  },
  pin: (pinned) => {
    const { tabs } = get();
    const missing = pinned.filter((p) => !tabs.some((t) => t.key === p.key));
    if (missing.length) set({ tabs: missing.reduce(addTab, tabs) });
  },
  keep: (tabs) => {
    const keys = new Set(tabs.map((t) => t.key));
    const { cache, locations, generation, dirty, unsaved } = get();
    set({
      tabs,
      cache: cache.filter((k) => keys.has(k)),
      locations: omit(locations, keys),
      generation: omit(generation, keys),
      unsaved: Object.fromEntries(Object.entries(unsaved).filter(([, key]) => keys.has(key))),
      dirty: omit(dirty, keys),
    });
  },
  refresh: (key) => {
    const { generation, dirty, unsaved } = get();
    set({
      generation: { ...generation, [key]: (generation[key] ?? 0) + 1 },
      unsaved: Object.fromEntries(Object.entries(unsaved).filter(([, page]) => page !== key)),
      dirty: { ...dirty, [key]: false },
    });
  },
  refreshAll: () => {
    const { generation, tabs } = get();
    const next = { ...generation };
    for (const tab of tabs) next[tab.key] = (next[tab.key] ?? 0) + 1;
    set({ generation: next, unsaved: {}, dirty: {} });
  },
  markUnsaved: (source, key, value) => {
    const { unsaved, dirty } = get();
    if ((unsaved[source] === key) === value) return;
    const next = { ...unsaved };
    if (value) next[source] = key;
    else delete next[source];
    set({ unsaved: next, dirty: dirtyPages(next, { ...dirty, [key]: false }) });
  },
  setDirty: (key, value) => get().markUnsaved(key, key, value),
  retitle: (titleOf) => {
    const { tabs } = get();
    const next = tabs.flatMap((tab) => {
      const title = titleOf(tab);
      if (title === null) return [];
      return [title && title !== tab.title ? { ...tab, title } : tab];
    });
    if (next.length !== tabs.length || next.some((tab, i) => tab !== tabs[i])) get().keep(next);
  },
}));

useTabsStore.subscribe((state, before) => {
  if (state.tabs !== before.tabs || state.activeKey !== before.activeKey) saveTabs(state);
});

/** Forgets the open tabs of this browser tab: after logout or a role switch another menu follows. */
export function forgetTabs(): void {
  useTabsStore.setState({ tabs: [], activeKey: '' });
}
