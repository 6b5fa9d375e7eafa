import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectHidden, expectVisible, loginAs, mainMenu, menuTitles, welcomeHeading } from './support/app';
import { checkpoint, expectNoConsoleErrors, useBrowserSession } from './support/browser';
import { ACCOUNTS, MENU_GROUPS } from './support/labels';

const groups = MENU_GROUPS.zh;
const ALL_GROUPS = Object.values(groups);

const topMenu = (page: Page) => page.getByRole('navigation', { name: '顶部菜单', exact: true });

/** The entries the top bar shows, by their text, in order ("More" last when there is one). */
async function topTitles(page: Page): Promise<string[]> {
  const menu = topMenu(page).getByRole('menu');
  await expectVisible(menu);
  return menu.evaluate((root) =>
    Array.from(root.children)
      .filter((li) => li.getAttribute('aria-hidden') !== 'true' && getComputedStyle(li).display !== 'none')
      .map((li) => (li.textContent ?? '').trim())
      .filter(Boolean),
  );
}

const topItem = (page: Page, title: string): Locator =>
  topMenu(page).getByRole('menuitem', { name: title, exact: true });

describe('top navigation', () => {
  const session = useBrowserSession();

  it('shows width / 3 / 85 top items with the rest under More; a group fills the sidebar; off restores the sidebar', async () => {
    const { page } = session;
    await loginAs(page, 'admin');
    await expectVisible(welcomeHeading(page, 'zh', ACCOUNTS.admin.nickName));
    // 1280 / 3 / 85 -> 5 items.
    expect(await topTitles(page)).toEqual([
      '首页',
      groups.courses,
      groups.schools,
      groups.disciplines,
      groups.operations,
      '更多菜单',
    ]);
    // Home belongs to no group: the sidebar keeps the whole menu.
    expect(await menuTitles(page, 'zh')).toEqual(ALL_GROUPS);

    // A group in the bar: the sidebar lists only its pages, without navigating.
    await topItem(page, groups.schools).click();
    const sidebar = mainMenu(page, 'zh');
    await expectVisible(sidebar.getByRole('link', { name: '学校列表', exact: true }));
    await expectHidden(sidebar.getByRole('menuitem', { name: groups.system, exact: true }));
    expect(new URL(page.url()).pathname).toBe('/index');

    // The rest under More.
    await topItem(page, '更多菜单').hover();
    for (const title of [groups.teaching, groups.members, groups.system]) {
      await expectVisible(page.getByRole('menuitem', { name: title, exact: true }));
    }
    await checkpoint(page, 'top-menu-more');
    await page.getByRole('menuitem', { name: groups.system, exact: true }).click();
    await expectVisible(sidebar.getByRole('link', { name: '用户管理', exact: true }));
    expect(await sidebar.getByRole('link', { name: '学校列表', exact: true }).count()).toBe(0);

    // Opening a page keeps its group in the sidebar.
    await topItem(page, groups.operations).click();
    await sidebar.getByRole('link', { name: '活动管理', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/admin/activity/index');
    await expectVisible(sidebar.getByRole('link', { name: '报名管理', exact: true }));
    expect(await sidebar.getByRole('link', { name: '用户管理', exact: true }).count()).toBe(0);

    // An item without children opens its page.
    await topItem(page, '首页').click();
    await page.waitForURL((url) => url.pathname === '/index');
    expect(await menuTitles(page, 'zh')).toEqual(ALL_GROUPS);

    // Off: the breadcrumb comes back, the sidebar lists everything on every page.
    await page.getByRole('button', { name: '布局设置', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: '布局设置' });
    await drawer.getByRole('switch', { name: '开启顶部导航' }).click();
    await page.keyboard.press('Escape');
    await expectHidden(drawer);
    await expectHidden(topMenu(page));
    await sidebar.getByRole('menuitem', { name: groups.schools, exact: true }).click();
    await sidebar.getByRole('link', { name: '学校列表', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/admin/school/index');
    expect(await menuTitles(page, 'zh')).toEqual(ALL_GROUPS);
    const breadcrumb = page.getByRole('navigation', { name: '当前位置', exact: true });
    expect((await breadcrumb.innerText()).replace(/\s+/g, '')).toBe('首页/学校管理/学校列表');
    expect(await topMenu(page).count()).toBe(0);
    expectNoConsoleErrors(page);
  });

  it('swaps the second and third top items for a business developer (role A4)', async () => {
    const { page } = session;
    await loginAs(page, 'bd');
    await expectVisible(welcomeHeading(page, 'zh', ACCOUNTS.bd.nickName));
    // The server's order, in the sidebar …
    expect(await menuTitles(page, 'zh')).toEqual([groups.schools, groups.operations]);
    // … and the second and third swapped in the top bar.
    expect(await topTitles(page)).toEqual(['首页', groups.operations, groups.schools]);
    await checkpoint(page, 'top-menu-a4');

    await topItem(page, groups.operations).click();
    await expectVisible(mainMenu(page, 'zh').getByRole('link', { name: '活动管理', exact: true }));
    expectNoConsoleErrors(page);
  });
});
