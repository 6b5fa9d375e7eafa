import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buttonName, expectHidden, expectVisible, loginAs, untilLeaveGuarded } from './support/app';
import { dialogsOf, expectNoConsoleErrors, useBrowserSession } from './support/browser';
import { LABELS } from './support/labels';
import { dialogWith, labelled } from './system-helpers';
import { openTab, tab, tabMenu, tabTitles, withTagsView } from './support/tabs';

// Every way a page or its input can go away asks once when something is unsaved, and open tabs
// survive a reload and a language switch.

const field = (page: Page, label: string) => page.getByRole('main').getByLabel(label).filter({ visible: true });
/** The in-app question about unsaved changes (there is never more than one). */
const question = (page: Page, language: 'zh' | 'en' = 'zh') =>
  page.getByRole('dialog', { name: LABELS[language].systemPrompt });

/** Types like a person (real key events), so that Chromium allows the page a leave prompt. */
async function typeInto(locator: Locator, text: string) {
  await locator.click();
  await locator.press('ControlOrMeta+a');
  await locator.pressSequentially(text);
}

async function dirtyProfile(page: Page, nickname = 'unsaved nickname') {
  await openTab(page, '/user/profile', '个人中心');
  const nick = field(page, '用户昵称');
  await expect.poll(() => nick.inputValue(), { timeout: 10_000 }).not.toBe('');
  await typeInto(nick, nickname);
}

async function dirtyGenEdit(page: Page) {
  await openTab(page, '/tool/gen-edit/index', '代码生成');
  const description = field(page, '表描述');
  await expect.poll(() => description.inputValue(), { timeout: 10_000 }).not.toBe('');
  await typeInto(description, 'unsaved description');
}

/** Opens the users screen's add dialog. */
async function openAddUser(page: Page) {
  await page.goto('/system/user/index');
  await page
    .getByRole('main')
    .getByRole('button', { name: labelled('新增') })
    .click();
  return page.getByRole('dialog', { name: '添加用户' });
}

const beforeUnloads = (page: Page) => dialogsOf(page).filter((d) => d.startsWith('beforeunload'));

/** Reloads once the page's leave guard would ask; the watched page dismisses the prompt, which cancels the reload. */
async function tryReload(page: Page) {
  await untilLeaveGuarded(page);
  await page.reload({ timeout: 5_000 }).catch(() => undefined);
}

describe('leaving with unsaved input', () => {
  const session = useBrowserSession();

  it('an add dialog of users or config with typed input makes a reload ask', async () => {
    const { page } = session;
    await loginAs(page, 'admin');
    const add = await openAddUser(page);
    await typeInto(add.getByLabel('用户名称'), 'wangfang');
    await tryReload(page);
    await expect.poll(() => beforeUnloads(page).length).toBe(1);
    await expect.poll(() => add.getByLabel('用户名称').inputValue()).toBe('wangfang');

    await page.goto('/system/config/index').catch(() => undefined);
    await expect.poll(() => beforeUnloads(page).length).toBe(2);
    await add.getByRole('button', { name: buttonName('取消') }).click();
    await question(page).getByRole('button', { name: '放弃修改' }).click();
    await expectHidden(add);

    await page.goto('/system/config/index');
    await page
      .getByRole('main')
      .getByRole('button', { name: labelled('新增') })
      .click();
    const config = dialogWith(page, '添加参数');
    await typeInto(config.getByLabel('参数键名'), 'course.term.weeks');
    await tryReload(page);
    await expect.poll(() => beforeUnloads(page).length).toBe(3);
    expectNoConsoleErrors(page);
  });

  it('closing a dialog that holds input asks; cancelling keeps the input', async () => {
    const { page } = session;
    await loginAs(page, 'admin');
    const add = await openAddUser(page);
    await add.getByLabel('用户名称').fill('wangfang');
    await add.getByRole('button', { name: buttonName('取消') }).click();
    await expectVisible(question(page).getByText(/未保存/));
    await question(page)
      .getByRole('button', { name: buttonName('取消') })
      .click();
    await expectHidden(question(page).getByText(/未保存/));
    expect(await add.getByLabel('用户名称').inputValue()).toBe('wangfang');

    await add.getByRole('button', { name: buttonName('取消') }).click();
    await question(page).getByRole('button', { name: '放弃修改' }).click();
    await expectHidden(add);
    // Opened again, the dialog starts empty and closes without a question.
    await page
      .getByRole('main')
      .getByRole('button', { name: labelled('新增') })
      .click();
    await expect.poll(() => add.getByLabel('用户名称').inputValue()).toBe('');
    await add.getByRole('button', { name: buttonName('取消') }).click();
    await expectHidden(add);
    expectNoConsoleErrors(page);
  });

  it('closing from inside a page (role assignment, back) asks when the choice is unsaved', async () => {
    const { page } = session;
    await withTagsView(page);
    await loginAs(page, 'admin');
    await openTab(page, '/system/user-auth/role/2', '分配角色');
    const checkbox = page.getByRole('main').getByRole('checkbox', { name: '学科负责人' });
    await checkbox.click();
    await page
      .getByRole('main')
      .getByRole('button', { name: buttonName('返回') })
      .click();
    await expectVisible(question(page).getByText(/未保存/));
    await question(page)
      .getByRole('button', { name: buttonName('取消') })
      .click();
    expect(new URL(page.url()).pathname).toBe('/system/user-auth/role/2');
    await page
      .getByRole('main')
      .getByRole('button', { name: buttonName('返回') })
      .click();
    await question(page).getByRole('button', { name: '放弃修改' }).click();
    await page.waitForURL((url) => url.pathname === '/system/user/index');
    expectNoConsoleErrors(page);
  });

  it('close others asks once for two unsaved pages and, cancelled, keeps both as they were', async () => {
    const { page } = session;
    await withTagsView(page);
    await loginAs(page, 'admin');
    await dirtyProfile(page);
    await dirtyGenEdit(page);
    await openTab(page, '/system/config/index', '参数设置');

    await tabMenu(page, '参数设置', '关闭其他');
    const ask = question(page);
    await expectVisible(ask.getByText(/个人中心.*代码生成|代码生成.*个人中心/));
    expect(await ask.count()).toBe(1);
    await ask.getByRole('button', { name: buttonName('取消') }).click();
    await expectHidden(ask);
    expect(await tabTitles(page)).toEqual(['首页', '个人中心', '代码生成', '参数设置']);
    await tab(page, '个人中心').click();
    await expect.poll(() => field(page, '用户昵称').inputValue()).toBe('unsaved nickname');

    await tabMenu(page, '首页', '全部关闭');
    await expectVisible(ask.getByText(/个人中心.*代码生成|代码生成.*个人中心/));
    await ask.getByRole('button', { name: buttonName('放弃修改并关闭') }).click();
    await expect.poll(() => tabTitles(page)).toEqual(['首页']);
    // Nothing unsaved is left: a reload does not ask.
    await page.reload();
    expect(beforeUnloads(page)).toEqual([]);
    expectNoConsoleErrors(page);
  });

  it('logout asks once, naming the unsaved page, and then leaves without another question', async () => {
    const { page } = session;
    await withTagsView(page);
    await loginAs(page, 'admin');
    await dirtyProfile(page);
    await page.getByRole('button', { name: '用户菜单', exact: true }).click();
    await page.getByRole('menuitem', { name: LABELS.zh.logout }).click();
    const ask = question(page);
    await expectVisible(ask.getByText(LABELS.zh.logoutConfirm));
    await expectVisible(ask.getByText(/个人中心.*未保存/));
    await ask.getByRole('button', { name: buttonName(LABELS.zh.ok) }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(beforeUnloads(page)).toEqual([]);
    expectNoConsoleErrors(page);
  });

  it('a language switch asks when something is unsaved, and the tabs come back in the new language', async () => {
    const { page } = session;
    await withTagsView(page);
    await loginAs(page, 'admin');
    await openTab(page, '/system/config/index', '参数设置');
    await dirtyProfile(page);
    const languageButton = page.getByRole('button', { name: LABELS.zh.otherLanguage });

    await languageButton.click();
    const ask = question(page);
    await expectVisible(ask.getByText(/个人中心.*未保存/));
    await ask.getByRole('button', { name: buttonName('取消') }).click();
    await expectHidden(ask);
    await expect.poll(() => field(page, '用户昵称').inputValue()).toBe('unsaved nickname');

    await languageButton.click();
    await Promise.all([page.waitForEvent('load'), ask.getByRole('button', { name: '放弃修改' }).click()]);
    await expectVisible(page.getByRole('button', { name: LABELS.en.otherLanguage }));
    expect(beforeUnloads(page)).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/user/profile');
    await expect.poll(() => tabTitles(page, 'Open pages')).toEqual(['Home', 'Config', 'Profile']);
    expect(await tab(page, 'Profile', 'Open pages').getAttribute('aria-selected')).toBe('true');
    expectNoConsoleErrors(page);
  });

  it('open tabs survive a reload, the active one stays active', async () => {
    const { page } = session;
    await withTagsView(page);
    await loginAs(page, 'admin');
    await openTab(page, '/system/config/index', '参数设置');
    await openTab(page, '/system/user/index?userName=zhang', '用户管理');
    await openTab(page, '/admin/school/index', '学校列表');
    await tab(page, '用户管理').click();
    await page.waitForURL((url) => url.pathname === '/system/user/index');
    const before = await tabTitles(page);
    expect(before).toEqual(['首页', '参数设置', '用户管理', '学校列表']);

    await page.reload();
    await expect.poll(() => tabTitles(page), { timeout: 10_000 }).toEqual(before);
    expect(new URL(page.url()).search).toBe('?userName=zhang');
    expect(await tab(page, '用户管理').getAttribute('aria-selected')).toBe('true');
    // The restored tab of a page not yet shown opens where it was.
    await tab(page, '参数设置').click();
    await page.waitForURL((url) => url.pathname === '/system/config/index');
    expectNoConsoleErrors(page);
  });
});
