import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { buttonName, expectVisible, loginAs, pathOf, welcomeHeading } from './support/app';
import { checkpoint, expectNoConsoleErrors, useBrowserSession } from './support/browser';
import { ACCOUNTS, LABELS, MENU_GROUPS } from './support/labels';

// Role switch: only a user with several roles is offered it; switching reloads
// the console in the new role on the first page of its menu.

const zh = LABELS.zh;
const groups = MENU_GROUPS.zh;

/** A group in the top navigation bar (top navigation is on by default). */
const topItem = (page: Page, title: string) =>
  page.getByRole('navigation', { name: '顶部菜单', exact: true }).getByRole('menuitem', { name: title, exact: true });

describe('role switch', () => {
  const session = useBrowserSession();

  it('multi switches from teacher to discipline leader; after the reload the menu is the new role’s', async () => {
    const { page } = session;
    await loginAs(page, 'multi');
    await expectVisible(welcomeHeading(page, 'zh', '周老师'));
    await expectVisible(topItem(page, groups.teaching));
    expect(await topItem(page, groups.disciplines).count()).toBe(0);

    await page.getByRole('button', { name: zh.userMenu, exact: true }).click();
    await page.getByRole('menuitem', { name: '切换角色' }).click();
    const dialog = page.getByRole('dialog', { name: '切换角色', exact: true });
    await expectVisible(dialog);
    // The first role is preselected: the active one.
    await expectVisible(dialog.getByTitle('教师（当前）', { exact: true }));

    await dialog.getByRole('combobox', { name: '角色' }).click();
    // antd's visible option rows carry the label as their title (the role=option copies are for screen readers).
    await page.getByTitle('学科负责人', { exact: true }).click();
    await expectVisible(dialog.getByTitle('学科负责人', { exact: true }));
    await checkpoint(page, 'role-switch-dialog');

    const reloaded = page.waitForEvent('load', { timeout: 10_000 });
    // The message shows for the second before the reload: watch for it from before the click.
    const switched = expectVisible(page.getByText('已切换', { exact: true }));
    await dialog.getByRole('button', { name: buttonName('切换') }).click();
    await switched;
    await reloaded;

    await page.waitForURL((url) => url.pathname === '/admin/course/index');
    expect(pathOf(page)).toBe('/admin/course/index');
    // The menu is the discipline leader's: 学科管理 instead of 我的教学.
    await expectVisible(topItem(page, groups.disciplines));
    await expectVisible(topItem(page, groups.courses));
    expect(await topItem(page, groups.teaching).count()).toBe(0);
    await checkpoint(page, 'role-switch-after');
    expectNoConsoleErrors(page);
  });

  it('a user with one role is not offered the switch', async () => {
    const { page } = session;
    await loginAs(page, 'admin');
    await expectVisible(welcomeHeading(page, 'zh', ACCOUNTS.admin.nickName));
    await page.getByRole('button', { name: zh.userMenu, exact: true }).click();
    await expectVisible(page.getByRole('menuitem', { name: zh.profile }));
    await expectVisible(page.getByRole('menuitem', { name: zh.logout }));
    expect(await page.getByRole('menuitem', { name: '切换角色' }).count()).toBe(0);
    expectNoConsoleErrors(page);
  });
});
