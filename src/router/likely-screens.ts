import type { MenuRoute } from '@/stores/route-types';
import { canTellIdle, oneByOneWhenIdle } from '@/utils/idle';
import { hasScreen, loadScreen } from './page-registry';

const visible = (menu: MenuRoute) => !menu.hidden && menu.children?.some((child) => !child.hidden);

/** The visible screens under `entries`, in menu order, depth first. */
function screensIn(entries: readonly MenuRoute[] | undefined, into: string[] = []): string[] {
  for (const entry of entries ?? []) {
    if (entry.hidden) continue;
    if (entry.component && hasScreen(entry.component) && !into.includes(entry.component)) into.push(entry.component);
    screensIn(entry.children, into);
  }
  return into;
}

/**
 * The screens a user most likely opens from the home page, in the order they are warmed up: every
 * screen of the first menu group the user sees, then the first screen of each other group (the
 * menu puts a group's main list first: the school list, the user list).
 */
export function likelyScreens(menus: readonly MenuRoute[]): string[] {
  const [first, ...others] = menus.filter(visible);
  const screens = screensIn(first?.children);
  for (const group of others) {
    const lead = screensIn(group.children).find((screen) => !screens.includes(screen));
    if (lead) screens.push(lead);
  }
  return screens;
}

/**
 * Loads the likely screens one after the other, each when the browser is idle, so the user's
 * likely next click finds its code ready and the page on screen is never held up. Returns a
 * function that stops what has not started. A browser that cannot say when it is idle gets no
 * warm-up: evaluating screens on a guessed timer could hold up the page in use.
 */
export function warmLikelyScreensWhenIdle(menus: readonly MenuRoute[]): () => void {
  if (!canTellIdle()) return () => {};
  // A failed load is retried when the screen is opened; here it only ends the warm-up.
  return oneByOneWhenIdle(likelyScreens(menus).map((screen) => () => loadScreen(screen)));
}
