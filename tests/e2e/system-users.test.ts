import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { buttonName, expectHidden, expectVisible, loginAs, pathOf } from './support/app';
import { checkpoint, expectNoConsoleErrors, useBrowserSession } from './support/browser';

// Users: list, filters, create with validation, status, password reset,
// delete, and assigning roles at /system/user-auth/role/{userId}; both languages.

const main = (page: Page) => page.getByRole('main');
const rowOf = (page: Page, userName: string) =>
  main(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: userName, exact: true }) });

describe('users screen', () => {
  const session = useBrowserSession();

  it('creates a user, disables them, resets their password and assigns roles (zh)', async () => {
    const { page } = session;
    await loginAs(page, 'admin');
    await page.goto('/system/user/index');
    await expectVisible(rowOf(page, 'schooladmin'));

    // Filter by user name; the filter lands in the address.
    const search = page.getByRole('search');
    await search.getByLabel('用户名称').fill('zhang');
    await search.getByRole('button', { name: /搜\s*索/ }).click();
    await page.waitForURL((url) => url.search.includes('userName=zhang'));
    await expectHidden(rowOf(page, 'schooladmin'));
    await expectVisible(rowOf(page, 'zhangwei'));
    await search.getByRole('button', { name: /重\s*置/ }).click();
    await expectVisible(rowOf(page, 'schooladmin'));

    // Create, first with the required-field messages for an empty form.
    await main(page)
      .getByRole('button', { name: /新\s*增/ })
      .click();
    const dialog = page.getByRole('dialog', { name: '添加用户' });
    await dialog.getByRole('button', { name: buttonName('确定') }).click();
    await expectVisible(dialog.getByText('用户名称不能为空'));
    await expectVisible(dialog.getByText('请选择角色'));
    await dialog.getByLabel('用户名称').fill('wangfang');
    await dialog.getByLabel('姓名').fill('王芳');
    await dialog.getByLabel('用户密码').fill('secret1');
    await dialog.getByLabel('手机号码').fill('13912345678');
    await dialog.getByLabel('角色').click();
    await page.getByTitle('教师', { exact: true }).click();
    // Close the multiple select's list (it covers the dialog's buttons) by clicking elsewhere.
    await dialog.getByLabel('用户昵称').click();
    await checkpoint(page, 'users-create-dialog');
    await dialog.getByRole('button', { name: buttonName('确定') }).click();
    await expectVisible(page.getByText('新增成功'));
    // the seed has more users than a page holds: find the new one by name
    await search.getByLabel('用户名称').fill('wangfang');
    await search.getByRole('button', { name: /搜\s*索/ }).click();
    const row = rowOf(page, 'wangfang');
    await expectVisible(row);

    // Disable with a confirmation that names the user.
    await row.getByRole('switch').click();
    const confirm = page.getByRole('dialog', { name: '系统提示' });
    await expectVisible(confirm.getByText('确认要停用"wangfang"吗？'));
    await confirm.getByRole('button', { name: buttonName('确定') }).click();
    await expectVisible(page.getByText('停用成功'));
    await expect.poll(() => row.getByRole('switch').getAttribute('aria-checked')).toBe('false');

    // Reset the password through its dialog.
    await row.getByRole('button', { name: /更多/ }).click();
    await page.getByRole('menuitem', { name: '重置密码' }).click();
    const reset = page.getByRole('dialog', { name: '重置密码' });
    await reset.getByLabel('新密码').fill('fresh-pass');
    await reset.getByRole('button', { name: buttonName('确定') }).click();
    await expectVisible(page.getByText('“wangfang”的密码已重置'));
    await checkpoint(page, 'users-list');

    // Assign roles on the user-auth page; saving goes back to the list.
    await row.getByRole('button', { name: /更多/ }).click();
    await page.getByRole('menuitem', { name: '分配角色' }).click();
    await page.waitForURL((url) => /^\/system\/user-auth\/role\/\d+$/.test(url.pathname));
    await expectVisible(main(page).getByText('王芳', { exact: true }).filter({ visible: true }));
    await main(page).getByRole('checkbox', { name: '学科负责人' }).check();
    await checkpoint(page, 'user-auth-role');
    await main(page)
      .getByRole('button', { name: buttonName('提交') })
      .click();
    await expectVisible(page.getByText('授权成功'));
    // back on the list as it was left, still filtered
    await page.waitForURL((url) => url.pathname === '/system/user/index' && url.search.includes('userName=wangfang'));
    await expectVisible(rowOf(page, 'wangfang').getByText('学科负责人'));
    expectNoConsoleErrors(page);
  });

  it('speaks English: validation, the delete confirmation and a 404 for a non-numeric user id', async () => {
    const { page } = session;
    await loginAs(page, 'admin', undefined, { language: 'en' });
    await page.goto('/system/user/index');
    await expectVisible(rowOf(page, 'emily'));
    await expectVisible(main(page).getByRole('columnheader', { name: 'Username' }));

    await main(page).getByRole('button', { name: 'Add' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add user' });
    await dialog.getByLabel('Username').fill('x');
    await dialog.getByLabel('Password', { exact: true }).fill('1234');
    await dialog.getByLabel('Email').fill('nobody@');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expectVisible(dialog.getByText('Username must be 2 to 20 characters long'));
    await expectVisible(dialog.getByText('Password must be 5 to 20 characters long'));
    await expectVisible(dialog.getByText('Please enter a valid email address'));
    await expectVisible(dialog.getByText('Please select a role'));
    // Closing a dialog that holds input asks first.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    const discard = page.getByRole('dialog', { name: 'System Prompt' });
    await expectVisible(discard.getByText('What you typed in this dialog will be lost. Close it anyway?'));
    await discard.getByRole('button', { name: 'Discard changes' }).click();
    await expectHidden(dialog);

    await rowOf(page, 'emily').getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'System Prompt' });
    await expectVisible(confirm.getByText('Delete "emily"?'));
    await confirm.getByRole('button', { name: 'OK' }).click();
    await expectVisible(page.getByText('Deleted'));
    await expectHidden(rowOf(page, 'emily'));
    await checkpoint(page, 'users-list-en');

    await page.goto('/system/user-auth/role/abc');
    await page.waitForURL((url) => url.pathname === '/404');
    expect(pathOf(page)).toBe('/404');
    expectNoConsoleErrors(page);
  });
});
