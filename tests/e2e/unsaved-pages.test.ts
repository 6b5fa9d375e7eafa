import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginAs, mainMenu } from './support/app';
import { expectNoConsoleErrors, useBrowserSession } from './support/browser';
import { openInApp, openTab, strip, tab, withTagsView } from './support/tabs';

// A kept page comes back exactly as it was left: what was typed into a form or a filter survives
// leaving by a tab or by the menu, and a page with unsaved changes is never dropped from the
// page cache, however many pages are opened after it.

/** The visible field of the page on screen (hidden kept pages are in the document too). */
const field = (page: Page, label: string) => page.getByRole('main').getByLabel(label).filter({ visible: true });

async function openProfileAndType(page: Page, nickname: string) {
  await openTab(page, '/user/profile', '个人中心');
  const nick = field(page, '用户昵称');
  await expect.poll(() => nick.inputValue(), { timeout: 10_000 }).not.toBe('');
  await nick.fill(nickname);
}

/** Opens a page of the sidebar: its group first when the group is folded. */
async function openFromMenu(page: Page, group: string, item: string) {
  const menu = mainMenu(page, 'zh');
  const entry = menu.getByRole('menuitem', { name: item, exact: true });
  if (!(await entry.isVisible())) await menu.getByRole('menuitem', { name: group, exact: true }).click();
  await entry.click();
}

/** Fifteen menu pages of the admin, none of them the profile. */
const FIFTEEN = [
  '/admin/content/index',
  '/admin/message/index',
  '/admin/banner/index',
  '/admin/school/index',
  '/admin/class/index',
  '/admin/classteacher/index',
  '/admin/people/index',
  '/admin/approval/index',
  '/admin/discipline/index',
  '/admin/subject/index',
  '/admin/disciplineleader/index',
  '/admin/activity/index',
  '/admin/registration/index',
  '/system/role/index',
  '/system/dict/index',
];

describe('kept pages keep what was typed', () => {
  const session = useBrowserSession();

  it('profile: the nickname typed survives leaving by the home tab and by the menu', async () => {
    const { page } = session;
    await withTagsView(page);
    await loginAs(page, 'admin');
    await openProfileAndType(page, 'typed by tab');

    await tab(page, '首页').click();
    await page.waitForURL((url) => url.pathname === '/index');
    await tab(page, '个人中心').click();
    await page.waitForURL((url) => url.pathname === '/user/profile');
    await expect.poll(() => field(page, '用户昵称').inputValue()).toBe('typed by tab');

    await field(page, '用户昵称').fill('typed by menu');
    await openFromMenu(page, '系统管理', '参数设置');
    await page.waitForURL((url) => url.pathname === '/system/config/index');
    await page.getByRole('button', { name: '用户菜单', exact: true }).click();
    await page.getByRole('menuitem', { name: '个人中心' }).click();
    await page.waitForURL((url) => url.pathname === '/user/profile');
    await expect.poll(() => field(page, '用户昵称').inputValue()).toBe('typed by menu');
    expectNoConsoleErrors(page);
  });

  it('code generation: the table description typed survives leaving and coming back', async () => {
    const { page } = session;
    await withTagsView(page);
    await loginAs(page, 'admin');
    await openTab(page, '/tool/gen-edit/index', '代码生成');
    const description = field(page, '表描述');
    await expect.poll(() => description.inputValue(), { timeout: 10_000 }).not.toBe('');
    await description.fill('typed description');

    await tab(page, '首页').click();
    await page.waitForURL((url) => url.pathname === '/index');
    await tab(page, '代码生成').click();
    await expect.poll(() => field(page, '表描述').inputValue()).toBe('typed description');
    expectNoConsoleErrors(page);
  });

  it('users: a name typed into the filter but not applied survives leaving and coming back', async () => {
    const { page } = session;
    await withTagsView(page);
    await loginAs(page, 'admin');
    await openTab(page, '/system/user/index', '用户管理');
    const name = page.getByRole('search').filter({ visible: true }).getByLabel('姓名');
    await name.fill('not yet searched');

    await tab(page, '首页').click();
    await page.waitForURL((url) => url.pathname === '/index');
    await tab(page, '用户管理').click();
    await page.waitForURL((url) => url.pathname === '/system/user/index');
    await expect.poll(() => name.inputValue()).toBe('not yet searched');
    expectNoConsoleErrors(page);
  });

  it('a profile with unsaved changes is still there after fifteen other pages were opened', async () => {
    const { page } = session;
    await withTagsView(page);
    await loginAs(page, 'admin');
    await openProfileAndType(page, 'kept through fifteen pages');
    for (const [i, path] of FIFTEEN.entries()) {
      await openInApp(page, path);
      // Home, the profile and the pages opened so far.
      await expect.poll(() => strip(page).getByRole('tab').count()).toBe(i + 3);
    }
    await tab(page, '个人中心').click();
    await page.waitForURL((url) => url.pathname === '/user/profile');
    await expect.poll(() => field(page, '用户昵称').inputValue()).toBe('kept through fifteen pages');
    expectNoConsoleErrors(page);
  });
});
