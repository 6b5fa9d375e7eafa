import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { buttonName, expectHidden, expectVisible, loginAs, menuTitles } from './support/app';
import { checkpoint, expectNoConsoleErrors, useBrowserSession } from './support/browser';
import { LABELS, MENU_GROUPS } from './support/labels';

// Roles: the menu permission tree with parent-child linkage, assigning users
// at /system/role-auth/user/{roleId}, and the new role's menus for its user; both languages.

const main = (page: Page) => page.getByRole('main');
const rowOf = (page: Page, text: string) =>
  main(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: text, exact: true }) });
const treeNode = (page: Page, title: string) =>
  page.getByRole('treeitem').filter({ has: page.getByText(title, { exact: true }) });

async function logout(page: Page) {
  await page.getByRole('button', { name: LABELS.zh.userMenu, exact: true }).click();
  await page.getByRole('menuitem', { name: LABELS.zh.logout }).click();
  const confirm = page.getByRole('dialog', { name: LABELS.zh.systemPrompt });
  await confirm.getByRole('button', { name: buttonName(LABELS.zh.ok) }).click();
  await page.waitForURL((url) => url.pathname === '/login');
}

describe('roles screen', () => {
  const session = useBrowserSession();

  it('creates a role from the permission tree, gives it to a user, and that user gets its menu (zh)', async () => {
    const { page } = session;
    await loginAs(page, 'admin');
    await page.goto('/system/role/index');
    await expectVisible(rowOf(page, '学科负责人'));

    await main(page)
      .getByRole('button', { name: /新\s*增/ })
      .click();
    const dialog = page.getByRole('dialog', { name: '添加角色' });
    await dialog.getByLabel('角色名称').fill('参数管理员');
    await dialog.getByLabel('英文名称').fill('Config keeper');
    await dialog.getByLabel('权限字符').fill('config_keeper');
    await dialog.getByText('展开/折叠').click();
    // Linkage is on: checking the page checks its buttons and half-checks its directory.
    await treeNode(page, '参数设置').getByRole('checkbox').click();
    await expect.poll(() => treeNode(page, '系统管理').getAttribute('aria-checked')).toBe('mixed');
    await expect.poll(() => treeNode(page, '参数设置').getAttribute('aria-checked')).toBe('true');
    await checkpoint(page, 'role-dialog-tree');
    await dialog.getByRole('button', { name: buttonName('确定') }).click();
    await expectVisible(page.getByText('新增成功'));

    // Give the role to zhangwei on the role-auth page.
    await rowOf(page, '参数管理员').getByRole('button', { name: '分配用户' }).click();
    await page.waitForURL((url) => /^\/system\/role-auth\/user\/\d+$/.test(url.pathname));
    await expectVisible(main(page).getByText('角色“参数管理员”的用户'));
    await main(page)
      .getByRole('button', { name: /添加用户/ })
      .click();
    const picker = page.getByRole('dialog', { name: '选择用户' });
    await picker.getByRole('checkbox', { name: 'zhangwei' }).check();
    await checkpoint(page, 'role-auth-picker');
    await picker.getByRole('button', { name: buttonName('确定') }).click();
    await expectVisible(page.getByText('授权成功'));
    await expectVisible(rowOf(page, 'zhangwei'));
    await checkpoint(page, 'role-auth-users');

    // zhangwei keeps only the new role, so it is the one he logs in with.
    await page.goto('/system/user-auth/role/9');
    await main(page).getByRole('checkbox', { name: '教师' }).uncheck();
    await main(page)
      .getByRole('button', { name: buttonName('提交') })
      .click();
    await page.waitForURL((url) => url.pathname === '/system/user/index');

    await logout(page);
    await loginAs(page, 'zhangwei');
    expect(await menuTitles(page, 'zh')).toEqual([MENU_GROUPS.zh.system]);
    await page.goto('/system/config/index');
    await expectVisible(main(page).getByText('sys.account.captchaEnabled'));
    expectNoConsoleErrors(page);
  });

  it('in English: linkage off checks one node only; users are taken off a role after a confirmation', async () => {
    const { page } = session;
    await loginAs(page, 'admin', undefined, { language: 'en' });
    await page.goto('/system/role/index');
    await expectVisible(rowOf(page, 'Business developer'));
    await expectVisible(main(page).getByRole('columnheader', { name: 'Chinese name' }));
    await checkpoint(page, 'roles-list-en');

    await rowOf(page, 'Teacher').getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit role' });
    await expect.poll(() => dialog.getByLabel('English name').inputValue()).toBe('Teacher');
    await dialog.getByText('Expand/collapse').click();
    await dialog.getByText('Parent-child linkage').click();
    await treeNode(page, 'Users').getByRole('checkbox').click();
    await expect.poll(() => treeNode(page, 'Users').getAttribute('aria-checked')).toBe('true');
    expect(await treeNode(page, 'System').getAttribute('aria-checked')).toBe('false');
    await checkpoint(page, 'role-dialog-tree-en');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expectHidden(dialog);

    await rowOf(page, 'Teacher').getByRole('button', { name: 'Assign users' }).click();
    await expectVisible(main(page).getByText('Users of the role "Teacher"'));
    await rowOf(page, 'emily').getByRole('button', { name: 'Remove' }).click();
    const confirm = page.getByRole('dialog', { name: 'System Prompt' });
    await expectVisible(confirm.getByText('Take the role away from "emily"?'));
    await confirm.getByRole('button', { name: 'OK' }).click();
    await expectVisible(page.getByText('Role taken away'));
    await expectHidden(rowOf(page, 'emily'));

    await main(page).getByRole('checkbox', { name: 'zhangwei' }).check();
    await main(page).getByRole('checkbox', { name: 'disabled' }).check();
    await main(page)
      .getByRole('button', { name: /Remove selected/ })
      .click();
    await expectVisible(confirm.getByText('Take the role away from the 2 selected users?'));
    await confirm.getByRole('button', { name: 'OK' }).click();
    await expectHidden(rowOf(page, 'zhangwei'));
    await expectVisible(rowOf(page, 'multi'));
    await checkpoint(page, 'role-auth-users-en');
    expectNoConsoleErrors(page);
  });
});
