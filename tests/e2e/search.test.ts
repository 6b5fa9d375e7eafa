import { describe, expect, it } from 'vitest';
import { expectVisible, loginAs, pathOf, welcomeHeading } from './support/app';
import { checkpoint, expectNoConsoleErrors, useBrowserSession } from './support/browser';
import { ACCOUNTS } from './support/labels';

// Menu search: the Ctrl/⌘+K shortcut and the header search box open
// /admin/search; pages are found by title in the current language, courses through the backend.

describe('menu search', () => {
  const session = useBrowserSession();

  it('Ctrl+K opens the search; a Chinese title finds its page and Enter opens it', async () => {
    const { page } = session;
    await loginAs(page, 'admin');
    await expectVisible(welcomeHeading(page, 'zh', ACCOUNTS.admin.nickName));

    await page.keyboard.press('Control+KeyK');
    await page.waitForURL((url) => url.pathname === '/admin/search');
    const box = page.getByRole('combobox', { name: '搜索菜单' });
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.keyboard.type('审批管理');
    const pages = page.getByRole('listbox', { name: '页面' });
    const first = pages.getByRole('option').first();
    await expectVisible(first);
    expect(await first.textContent()).toContain('学校管理 > 审批管理');
    expect(await first.getAttribute('aria-selected')).toBe('true');
    await checkpoint(page, 'search-zh');

    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/admin/approval/index');
    // (The search page stays in the page cache, hidden; only the visible page counts.)
    await expectVisible(
      page.getByRole('main').getByRole('columnheader', { name: '审批状态' }).filter({ visible: true }),
    );

    // ⌘+K works too, and brings back the search as it was left.
    await page.keyboard.press('Meta+KeyK');
    await page.waitForURL((url) => url.pathname === '/admin/search');
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    expectNoConsoleErrors(page);
  });

  it('the header search box opens it; in English pages and courses are found by English title', async () => {
    const { page } = session;
    await loginAs(page, 'admin', undefined, { language: 'en' });
    await expectVisible(welcomeHeading(page, 'en', ACCOUNTS.admin.nickName));

    await page.getByRole('button', { name: 'Search menus', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/admin/search');
    const box = page.getByRole('combobox', { name: 'Search the menu' });
    await box.fill('Approvals');
    const first = page.getByRole('listbox', { name: 'Pages' }).getByRole('option').first();
    await expectVisible(first);
    expect(await first.textContent()).toContain('Schools > Approvals');

    await box.fill('Circuits');
    const course = page
      .getByRole('listbox', { name: 'Courses' })
      .getByRole('option', { name: /Into the World of Circuits/ });
    await expectVisible(course);
    await checkpoint(page, 'search-en');
    await course.click();
    await page.waitForURL((url) => url.pathname === '/admin/course/detail/1');
    await expectVisible(page.getByRole('button', { name: /Download all resources/ }));

    await page.goto('/admin/search');
    await box.fill('Approvals');
    await page.getByRole('listbox', { name: 'Pages' }).getByRole('option').first().click();
    await page.waitForURL((url) => url.pathname === '/admin/approval/index');
    expect(pathOf(page)).toBe('/admin/approval/index');
    expectNoConsoleErrors(page);
  });
});
