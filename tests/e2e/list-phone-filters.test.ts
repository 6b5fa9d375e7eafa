import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buttonName, expectHidden, expectVisible, loginAs } from './support/app';
import { checkpoint, expectNoConsoleErrors, useBrowserSession } from './support/browser';
import type { Language } from './support/labels';

// On a phone a list's rows come first: its filters fold behind one 筛选 / Filters button, which
// opens them, and they still search. A desktop keeps its filter bar.

const WORDS = {
  zh: { filters: '筛选', inForce: '筛选（1）', userName: '用户名称', search: '搜索' },
  en: { filters: 'Filters', inForce: 'Filters (1)', userName: 'Username', search: 'Search' },
};

async function openUsers(context: BrowserContext, language: Language): Promise<Page> {
  await context.addInitScript((lang) => {
    if (location.protocol.startsWith('http')) localStorage.setItem('language', lang);
  }, language);
  const page = await context.newPage();
  await loginAs(page, 'admin');
  await page.goto('/system/user/index');
  await expectVisible(page.getByRole('main').getByRole('table').getByText('schooladmin', { exact: true }));
  return page;
}

/** The first row of the list: its box on the screen as first shown (the window not scrolled). */
async function firstRowBox(page: Page) {
  const row = page.getByRole('main').getByRole('table').locator('tbody tr:not([aria-hidden])').first();
  return row.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { top: box.top, bottom: box.bottom, scrolled: window.scrollY };
  });
}

describe('list filters by width', () => {
  const session = useBrowserSession();

  it.each<Language>(['zh', 'en'])(
    '(%s) at 390 px the first row is in the first screen; the Filters button opens the filters, which search',
    async (language) => {
      const words = WORDS[language];
      const context = await session.newContext({ viewport: { width: 390, height: 844 } });
      const page = await openUsers(context, language);
      const first = await firstRowBox(page);
      expect(first.scrolled).toBe(0);
      expect(first.bottom, 'the first row ends within the first screen').toBeLessThanOrEqual(844);
      const userName = page.getByLabel(words.userName, { exact: true });
      await expectHidden(userName);
      await checkpoint(page, `users-phone-folded-${language}`);

      const filters = page.getByRole('button', { name: words.filters, exact: true });
      await filters.click();
      await expectVisible(userName);
      expect(await filters.getAttribute('aria-expanded')).toBe('true');
      await checkpoint(page, `users-phone-open-${language}`);
      await userName.fill('schooladmin');
      await page
        .getByRole('search')
        .getByRole('button', { name: buttonName(words.search) })
        .click();
      await page.waitForURL((url) => url.searchParams.get('userName') === 'schooladmin');
      const table = page.getByRole('main').getByRole('table');
      await expectHidden(table.getByText('teacher', { exact: true }));
      await expectVisible(table.getByText('schooladmin', { exact: true }));
      // the filters fold again, the rows first, and the button says one filter is in force
      await expectHidden(userName);
      await expectVisible(page.getByRole('button', { name: words.inForce, exact: true }));
      await checkpoint(page, `users-phone-searched-${language}`);
      expectNoConsoleErrors(page);
    },
  );

  it.each<Language>(['zh', 'en'])('(%s) at 1366 px the filter bar shows as before', async (language) => {
    const words = WORDS[language];
    const context = await session.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await openUsers(context, language);
    await expectVisible(page.getByLabel(words.userName, { exact: true }));
    expect(await page.getByRole('button', { name: words.filters, exact: true }).count()).toBe(0);
    await checkpoint(page, `users-desktop-${language}`);
    expectNoConsoleErrors(page);
  });
});
