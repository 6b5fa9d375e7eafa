import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { buttonName, expectVisible, loginAs, mainMenu } from './support/app';
import { expectNoConsoleErrors, useBrowserSession, shotsFolder } from './support/browser';
import { MENU_GROUPS, type Language } from './support/labels';
import { dialogWith, rowWith } from './system-helpers';

// Monitoring → Operation log as the platform's administrator uses it: a parameter changed on the
// parameters screen is an entry of the log, and its details show the value old → new, at a
// laptop's width and a phone's, in both languages.

const SHOTS = shotsFolder('operation-log');

const WORDS = {
  zh: {
    edit: '修改',
    editDialog: '修改参数',
    value: '参数键值',
    ok: '确定',
    saved: '修改成功',
    page: '操作日志',
    module: '参数设置',
    details: '详情',
    detailsTitle: '操作日志详情',
    expand: '展开侧边栏',
    editUser: '修改用户',
    nickName: '用户昵称',
    history: '历史',
    historyTitle: '的修改历史',
  },
  en: {
    edit: 'Edit',
    editDialog: 'Edit parameter',
    value: 'Value',
    ok: 'OK',
    saved: 'Saved',
    page: 'Operation log',
    module: 'Parameters',
    details: 'Details',
    detailsTitle: 'Operation log entry',
    expand: 'Expand sidebar',
    editUser: 'Edit user',
    nickName: 'Nickname',
    history: 'History',
    historyTitle: 'History of',
  },
} as const;

/**
 * Opens Monitoring → Operation log from the sidebar (on a phone, its drawer first), from the home
 * page, where the sidebar holds every group (on a page of a group, only that group's pages).
 */
async function openFromMenu(page: Page, language: Language, phone: boolean) {
  const words = WORDS[language];
  await page.goto('/index');
  if (phone) await page.getByRole('button', { name: words.expand, exact: true }).click();
  const menu = mainMenu(page, language);
  await menu.getByRole('menuitem', { name: MENU_GROUPS[language].monitoring, exact: true }).click();
  await menu.getByRole('link', { name: words.page, exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/monitor/operlog/index');
}

/** The whole page for a list; the window for a dialog (it stays in the window while the page scrolls). */
async function shot(page: Page, name: string, fullPage = true) {
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage });
}

/** Nothing on the page is wider than the window. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('the operation log', () => {
  const session = useBrowserSession();

  it.each([
    [1366, 'zh'],
    [390, 'zh'],
    [1366, 'en'],
    [390, 'en'],
  ] as const)('shows a parameter change old → new at %i px (%s)', async (width, language) => {
    const words = WORDS[language];
    const context = await session.newContext({ viewport: { width, height: width > 800 ? 900 : 844 } });
    const page = await context.newPage();
    await loginAs(page, 'admin', undefined, { language });
    const newValue = `desk-${width}-${language}@school.example`;

    await page.goto('/system/config/index');
    const row = rowWith(page, 'site.contact.email');
    await expectVisible(row);
    const oldValue = 'support@coursesys.cn';
    await expectVisible(row.getByText(oldValue, { exact: true }));
    await row.getByRole('button', { name: buttonName(words.edit) }).click();
    const edit = dialogWith(page, words.editDialog);
    await edit.getByLabel(words.value, { exact: true }).fill(newValue);
    await edit.getByRole('button', { name: buttonName(words.ok) }).click();
    await expectVisible(page.getByText(words.saved, { exact: true }));

    await openFromMenu(page, language, width < 800);
    const entry = rowWith(page, words.module);
    await expectVisible(entry);
    expect(await entry.count()).toBe(1);
    await expectVisible(entry.getByText('admin', { exact: true }));
    await shot(page, `operlog-list-${width}-${language}`);
    expect(await pageWidth(page)).toBeLessThanOrEqual(width);

    await entry.getByRole('button', { name: words.details, exact: true }).click();
    const details = dialogWith(page, words.detailsTitle);
    const change = details.getByRole('row').filter({ hasText: words.value });
    await expectVisible(change.getByText(oldValue, { exact: true }));
    await expectVisible(change.getByText(newValue, { exact: true }));
    await shot(page, `operlog-details-${width}-${language}`, false);
    expect(await pageWidth(page)).toBeLessThanOrEqual(width);
    expectNoConsoleErrors(page);
  });

  it.each([
    [1366, 'zh'],
    [390, 'en'],
  ] as const)("shows a user's history from the user's edit dialog at %i px (%s)", async (width, language) => {
    const words = WORDS[language];
    const context = await session.newContext({ viewport: { width, height: width > 800 ? 900 : 844 } });
    const page = await context.newPage();
    await loginAs(page, 'admin', undefined, { language });
    await page.goto('/system/user/index');
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'teacher', exact: true }) });
    const editTeacher = async () => {
      await row.getByRole('button', { name: buttonName(words.edit) }).click();
      const dialog = dialogWith(page, words.editUser);
      await expectVisible(dialog.getByLabel(words.nickName, { exact: true }));
      return dialog;
    };
    const edit = await editTeacher();
    const oldName = await edit.getByLabel(words.nickName, { exact: true }).inputValue();
    const newName = `${oldName}-${width}`;
    await edit.getByLabel(words.nickName, { exact: true }).fill(newName);
    await edit.getByRole('button', { name: buttonName(words.ok) }).click();
    await expectVisible(page.getByText(words.saved, { exact: true }));

    const again = await editTeacher();
    await shot(page, `user-dialog-history-button-${width}-${language}`, false);
    await again.getByRole('button', { name: words.history }).click();
    const history = dialogWith(page, words.historyTitle);
    const entries = history.getByRole('article');
    await expectVisible(entries.first());
    expect(await entries.count()).toBe(1);
    const change = entries.first().getByRole('row').filter({ hasText: words.nickName });
    await expectVisible(change.getByText(oldName, { exact: true }));
    await expectVisible(change.getByText(newName, { exact: true }));
    await shot(page, `user-history-${width}-${language}`, false);
    expect(await pageWidth(page)).toBeLessThanOrEqual(width);
    expectNoConsoleErrors(page);
  });
});
