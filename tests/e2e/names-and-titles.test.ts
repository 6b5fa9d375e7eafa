import { describe, expect, it } from 'vitest';
import { expectVisible, loginAs, mainMenu } from './support/app';
import { expectNoConsoleErrors, useBrowserSession } from './support/browser';
import { MENU_GROUPS } from './support/labels';

// What a screen reader announces and what an English reader sees in the sidebar.

describe('names and titles in English', () => {
  const session = useBrowserSession();

  it('names buttons by their words, without the names of their icons', async () => {
    const { page } = session;
    await loginAs(page, 'admin', undefined, { language: 'en' });
    await page.goto('/system/user/index');
    const main = page.getByRole('main');
    for (const name of ['Search', 'Reset', 'Add']) {
      await expectVisible(main.getByRole('button', { name, exact: true }));
    }
    const row = main.getByRole('row').filter({ hasText: 'schooladmin' });
    await expectVisible(row.getByRole('button', { name: 'More', exact: true }));
    expect(await main.getByRole('button', { name: /^(search|reload|plus) / }).count()).toBe(0);
    expectNoConsoleErrors(page);
  });

  it('shows whole sidebar titles, none cut off with an ellipsis', async () => {
    const { page } = session;
    await loginAs(page, 'admin', undefined, { language: 'en' });
    const menu = mainMenu(page, 'en');
    const group = menu.getByRole('menuitem', { name: MENU_GROUPS.en.courses, exact: true });
    await expectVisible(group);
    const cut = await menu.evaluate((nav) =>
      Array.from(nav.querySelectorAll('.ant-menu-title-content'))
        .filter((title) => title.scrollWidth > title.clientWidth + 1)
        .map((title) => title.textContent),
    );
    expect(cut).toEqual([]);
    expectNoConsoleErrors(page);
  });
});
