import type { PageRoute } from '@/stores/route-types';

/**
 * A list page keeps one tab whose query follows its filters; a detail page (hidden from the
 * menu) opened with a query is a tab of its own per query, so two records can be open side by side.
 */
export function tabKeyFor(page: PageRoute, pathname: string, search: string): string {
  return page.hidden && search ? `${pathname}${search}` : pathname;
}
