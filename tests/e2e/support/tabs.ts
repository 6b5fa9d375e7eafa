import type { Page } from 'playwright-core';
import { expectVisible } from './app';

// The tab strip, and opening pages inside the app the way a menu click does.

/** Turns the tab strip on for this browser profile (it is off by default). */
export async function withTagsView(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const saved = JSON.parse(localStorage.getItem('layout-setting') ?? '{}') as Record<string, unknown>;
    if (saved.tagsView !== true) localStorage.setItem('layout-setting', JSON.stringify({ ...saved, tagsView: true }));
  });
}

/** The strip, by its name in the page's language. */
export const strip = (page: Page, name = '已打开的页面') => page.getByRole('tablist', { name });

export const tab = (page: Page, title: string, stripName?: string) =>
  strip(page, stripName).getByRole('tab', { name: title });

export async function tabTitles(page: Page, stripName?: string): Promise<string[]> {
  return (await strip(page, stripName).getByRole('tab').allTextContents()).map((s) => s.trim());
}

/** Client-side navigation, as a menu click does: the page must not reload. */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => url.pathname + url.search === path);
}

/** Opens a page in the app and waits for its tab (a quick next navigation would cancel it). */
export async function openTab(page: Page, path: string, title: string): Promise<void> {
  await openInApp(page, path);
  await expectVisible(tab(page, title));
}

/** Runs an action of a tab's context menu. */
export async function tabMenu(page: Page, title: string, action: string): Promise<void> {
  await tab(page, title).click({ button: 'right' });
  const menu = page.getByRole('menu', { name: `${title} 的操作` });
  await expectVisible(menu);
  await menu.getByRole('menuitem', { name: action, exact: true }).click();
}

/**
 * Waits until the page on screen has loaded: nothing in the page area is busy, and it shows a
 * table cell, an empty table, a form or a heading.
 */
export async function untilPageShown(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    const shown = (el: Element) => el.getClientRects().length > 0;
    if (!main || [...main.querySelectorAll('[aria-busy="true"]')].some(shown)) return false;
    return [...main.querySelectorAll('td, [role="cell"], form, h1, h2, h3, h4')].some(shown);
  });
}

/**
 * Closes a tab with its close mark, as a mouse does (the first, when several tabs have this
 * title). The mark is hidden from assistive technology (the keyboard closes a tab with Delete),
 * so it is found by its tooltip.
 */
export async function closeByButton(page: Page, title: string): Promise<void> {
  const count = await strip(page).getByRole('tab', { name: title }).count();
  await strip(page).getByTitle(`关闭 ${title}`, { exact: true }).first().click();
  await page.waitForFunction(
    ([name, before]) =>
      [...document.querySelectorAll('[role="tablist"] [role="tab"]')].filter((t) => t.getAttribute('title') === name)
        .length < before,
    [title, count] as const,
  );
}

/** Whether the selected tab lies wholly inside the strip's visible width (the strip scrolls to it). */
export const selectedTabInView = (page: Page): Promise<boolean> =>
  strip(page).evaluate((box) => {
    const selected = box.querySelector('[aria-selected="true"]');
    if (!selected) return false;
    const shown = box.getBoundingClientRect();
    const { left, right } = selected.getBoundingClientRect();
    return left >= shown.left && right <= shown.right;
  });
