import type { Page } from 'playwright-core';
import { words } from './screen-visits';

// What must hold on any page at any moment, read from the whole document: no element id twice
// (the tab cache keeps hidden pages mounted beside the shown one, and a label or an
// aria-controls pointing at an id then finds the wrong element), every visible label names a
// visible field of its own page or dialog, and no error page is showing.

/** Ids that occur more than once in the document, hidden pages included, with how often. */
export function duplicateIds(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const seen = new Map<string, number>();
    for (const el of document.querySelectorAll('[id]')) seen.set(el.id, (seen.get(el.id) ?? 0) + 1);
    return [...seen].filter(([id, n]) => id && n > 1).map(([id, n]) => `#${id} ×${n}`);
  });
}

/**
 * Visible labels whose `for` names no element, a hidden one, or one outside the label's page or
 * dialog (what clicking the label or a screen reader would reach instead of the field beside it).
 */
export function strayLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shown = (el: Element) => el.getClientRects().length > 0;
    // An antd Select's search input is a zero-width box inside its visible selector.
    const fieldShown = (el: Element) => shown(el) || (el.parentElement ? shown(el.parentElement) : false);
    const home = (el: Element) => el.closest('[role="dialog"]') ?? el.closest('main') ?? document.body;
    const found: string[] = [];
    for (const label of document.querySelectorAll('label[for]')) {
      if (!shown(label)) continue;
      const id = label.getAttribute('for') ?? '';
      const name = (label.textContent ?? '').trim() || `(for=${id})`;
      const field = document.getElementById(id);
      if (!field) found.push(`"${name}" names #${id}, which does not exist`);
      else if (!fieldShown(field)) found.push(`"${name}" names #${id}, which is hidden`);
      else if (home(field) !== home(label)) found.push(`"${name}" names #${id}, which is in another page or dialog`);
    }
    return found;
  });
}

/** The titles of the app's error pages (a screen that crashed, not found, no access, missing). */
const ERROR_TITLES = ['pages:error.title', 'pages:notFound.title', 'pages:unauthorized.title', 'pages:missing.title'];

/** The error page's title if one is showing (in the page or in a dialog), else null; one pass over the text. */
export function errorPageShown(page: Page): Promise<string | null> {
  const titles = ERROR_TITLES.map((key) => words(key, 'zh'));
  return page.evaluate((wanted) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim();
      if (wanted.includes(text) && (node.parentElement?.getClientRects().length ?? 0) > 0) return text;
    }
    return null;
  }, titles);
}

/** Everything wrong with the page now, each as one line. */
export async function integrityProblems(page: Page): Promise<string[]> {
  const error = await errorPageShown(page);
  return [
    ...(error ? [`error page: ${error}`] : []),
    ...(await duplicateIds(page)).map((d) => `duplicate id ${d}`),
    ...(await strayLabels(page)).map((l) => `label ${l}`),
  ];
}
