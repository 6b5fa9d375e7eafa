import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import readXlsxFile from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import { expectHidden, expectVisible, loginAs } from './support/app';
import { checkpoint, expectNoConsoleErrors, useBrowserSession } from './support/browser';
import { labelled } from './system-helpers';

// The list kit's export and import in a real browser, on the users screen: the filtered list
// downloads as .xlsx (read back here), a good file imports its rows, a bad one imports nothing.

const main = (page: Page) => page.getByRole('main');
const rowOf = (page: Page, userName: string) =>
  main(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: userName, exact: true }) });

async function openImport(page: Page) {
  await main(page)
    .getByRole('button', { name: labelled('导入') })
    .click();
  const dialog = page.getByRole('dialog', { name: '导入用户管理' });
  await expectVisible(dialog.getByRole('button', { name: /选择文件/ }));
  // The choose button waits for the existing users and roles the rows are checked against.
  await expect.poll(() => dialog.getByRole('button', { name: /选择文件/ }).isEnabled()).toBe(true);
  return dialog;
}

describe('list export and import (users screen)', () => {
  const session = useBrowserSession();

  it('exports the filtered users as .xlsx with the shown columns', async () => {
    const { page } = session;
    await loginAs(page, 'admin');
    await page.goto('/system/user/index?userName=zhang');
    await expectVisible(rowOf(page, 'zhangwei'));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      main(page)
        .getByRole('button', { name: labelled('导出') })
        .click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^用户管理_\d{8}\.xlsx$/);
    const [sheet] = await readXlsxFile((await download.path()) as string);
    expect(sheet.data[0]).toEqual(['用户编号', '用户名称', '姓名', '用户昵称', '角色', '手机号码', '状态', '创建时间']);
    const names = sheet.data.slice(1).map((row) => row[1]);
    expect(names).toContain('zhangwei');
    expect(names).not.toContain('admin');
    expect(sheet.data.slice(1).every((row) => ['正常', '停用'].includes(String(row[6])))).toBe(true);
    expectNoConsoleErrors(page);
  });

  it('imports the valid rows of an .xlsx, and nothing from a file without a valid row', async () => {
    const { page } = session;
    await loginAs(page, 'admin');
    await page.goto('/system/user/index');
    await expectVisible(rowOf(page, 'schooladmin'));

    const good = await writeXlsxFile([
      ['用户名称', '姓名', '手机号码', '角色'],
      ['zhaoliu', '赵六', '13700001111', '教师'],
      ['teacher', '重复的人', '', '教师'],
    ]).toBuffer();
    let dialog = await openImport(page);
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'users.xlsx', mimeType: '', buffer: good });
    await expectVisible(dialog.getByText('共读取 2 行：1 行可导入，1 行有问题将被跳过'));
    await expectVisible(dialog.getByText('用户名称“teacher”已存在'));
    await checkpoint(page, 'kit-import-preview');
    await dialog.getByRole('button', { name: '导入 1 条有效数据' }).click();
    await expectVisible(page.getByText('成功导入 1 条数据'));
    // the row had no password: its random one is shown once, beside its user name
    const made = page.getByRole('dialog', { name: '新用户的初始密码' });
    await expectVisible(made.getByText('zhaoliu', { exact: true }));
    await made.getByRole('button', { name: '关 闭', exact: true }).click();
    await expectHidden(made);
    // the seed has more users than a page holds: find the imported one by name
    const search = page.getByRole('search');
    await search.getByLabel('用户名称').fill('zhaoliu');
    await search.getByRole('button', { name: /搜\s*索/ }).click();
    await expectVisible(rowOf(page, 'zhaoliu'));

    const bad = Buffer.from('用户名称,姓名,角色\nx,,园长\n', 'utf8');
    dialog = await openImport(page);
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: bad });
    await expectVisible(dialog.getByText('没有可导入的数据：每一行都有问题（见下表）。'));
    await expectVisible(dialog.getByText(/姓名不能为空/));
    expect(await dialog.getByRole('button', { name: '导入 0 条有效数据' }).isDisabled()).toBe(true);
    expectNoConsoleErrors(page);
  });
});
