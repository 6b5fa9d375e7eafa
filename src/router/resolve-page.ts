import { matchPath } from 'react-router-dom';
import type { PageRoute } from '@/stores/route-types';

export interface ResolvedPage {
  page: PageRoute;
  params: Record<string, string>;
}

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** Finds the page that a location shows, or null when the user has no such page. */
export function resolvePage(pages: readonly PageRoute[], pathname: string): ResolvedPage | null {
  const wanted = normalise(pathname);
  for (const page of pages) {
    const match = matchPath({ path: page.path, end: true, caseSensitive: true }, wanted);
    if (!match) continue;
    const params = match.params as Record<string, string>;
    const shapes = Object.entries(page.params ?? {});
    if (shapes.every(([name, shape]) => shape.test(params[name] ?? ''))) return { page, params };
  }
  return null;
}
