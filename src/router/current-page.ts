import { createContext, useContext } from 'react';
import type { ResolvedPage } from './resolve-page';

export const CurrentPageContext = createContext<ResolvedPage | null>(null);

/** The menu entry and path parameters of the page being rendered. */
export function useCurrentPage(): ResolvedPage {
  const page = useContext(CurrentPageContext);
  if (!page) throw new Error('useCurrentPage must be used inside a console page');
  return page;
}

/** The screen's name for titles and file names: its menu entry's title, else `fallback`. */
export function useScreenName(fallback: string): string {
  return useContext(CurrentPageContext)?.page.meta.title ?? fallback;
}

/**
 * The record an address names in its `name` parameter: a positive whole number, or null when it
 * names none. Detail pages are also menu entries, so they can be opened without their record;
 * they then say so instead of asking the backend for a record called "NaN".
 */
export function recordIdOf(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The record a detail page shows (see recordIdOf). */
export function useRecordId(name: string): number | null {
  return recordIdOf(useCurrentPage().params[name]);
}
