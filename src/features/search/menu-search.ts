import Fuse, { type IFuseOptions } from 'fuse.js';
import { menuEntries, type MenuEntry } from '@/features/menu';
import type { MenuRoute, PageRoute } from '@/stores/route-types';
import { HOME_PATH } from '@/utils/navigation';

/** Longer input is cut to this many characters before it is matched. */
export const MAX_PATTERN_LENGTH = 32;

/** One searchable entry: the title path a person reads and the path it opens. */
export interface SearchEntry extends MenuEntry {
  /** Ancestor titles and the title joined with ' > '. */
  titlePath: string;
}

/** Fuzzy matching: threshold 0.4, weights title 0.7 and path 0.3, minimum match length 1. */
const FUSE_OPTIONS: IFuseOptions<SearchEntry> = {
  shouldSort: true,
  threshold: 0.4,
  minMatchCharLength: 1,
  keys: [
    { name: 'titles', weight: 0.7 },
    { name: 'path', weight: 0.3 },
  ],
};

function toEntry(entry: MenuEntry): SearchEntry {
  return { ...entry, titlePath: entry.titles.join(' > ') };
}

/**
 * The searchable pool: the home page, then every permitted, non-hidden menu entry with a
 * title, without the no-redirect directories. Titles come in the current language.
 */
export function buildSearchPool(menus: readonly MenuRoute[], pages: readonly PageRoute[]): SearchEntry[] {
  const home = pages.find((p) => p.path === HOME_PATH);
  const homeEntry: MenuEntry[] = home?.meta.title
    ? [{ title: home.meta.title, titles: [home.meta.title], path: HOME_PATH, icon: 'HomeOutlined', external: false }]
    : [];
  return [...homeEntry, ...menuEntries(menus, pages)].map(toEntry);
}

/** The text that is looked up: trimmed, at most 32 characters; '' means "look nothing up". */
export function searchTerm(input: string): string {
  return input.trim().slice(0, MAX_PATTERN_LENGTH);
}

export function createMenuSearch(pool: readonly SearchEntry[]): (input: string) => SearchEntry[] {
  const fuse = new Fuse(pool, FUSE_OPTIONS);
  return (input) => {
    const term = searchTerm(input);
    return term ? fuse.search(term).map((result) => result.item) : [];
  };
}
