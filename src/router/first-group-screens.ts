import type { MenuRoute } from '@/stores/route-types';
import { canTellIdle, oneByOneWhenIdle } from '@/utils/idle';
import { hasScreen, loadScreen } from './page-registry';

/** The screens of the first menu group the user sees, in menu order. */
export function firstGroupScreens(menus: readonly MenuRoute[]): string[] {
  const group = menus.find((menu) => !menu.hidden && menu.children?.some((child) => !child.hidden));
  const screens: string[] = [];
  const visit = (entry: MenuRoute) => {
    if (entry.hidden) return;
    if (entry.component && hasScreen(entry.component) && !screens.includes(entry.component))
      screens.push(entry.component);
    entry.children?.forEach(visit);
  };
  group?.children?.forEach(visit);
  return screens;
}

/**
 * Loads the first menu group's screens one after the other, each when the browser is idle, so
 * the user's likely next click finds its code ready and the page on screen is never held up.
 * Returns a function that stops what has not started. A browser that cannot say when it is idle
 * gets no warm-up: evaluating screens on a guessed timer could hold up the page in use.
 */
export function prefetchFirstGroupWhenIdle(menus: readonly MenuRoute[]): () => void {
  if (!canTellIdle()) return () => {};
  // A failed load is retried when the screen is opened; here it only ends the warm-up.
  return oneByOneWhenIdle(firstGroupScreens(menus).map((screen) => () => loadScreen(screen)));
}
