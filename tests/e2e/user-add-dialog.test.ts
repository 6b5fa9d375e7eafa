import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { buttonName, expectVisible, loginAs, logout, pathOf } from './support/app';
import { LABELS, type Language } from './support/labels';
import { expectNoConsoleErrors, useBrowserSession, shotsFolder } from './support/browser';

// The Add-user dialog of System → Users, at a laptop's width and a phone's, in both languages;
// and the first login of a user it created, who must choose a password of their own.

const SHOTS = shotsFolder('user-add-dialog');
const main = (page: Page) => page.getByRole('main');

/** The dialog's boxes that scroll sideways: a box whose content is wider than itself and that lets it scroll. */
function sidewaysScrollers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const wrap = document.querySelector('.ant-modal-wrap');
    const dialog = document.querySelector('[role="dialog"]');
    if (!wrap || !dialog) return ['no dialog'];
    const boxes = [document.scrollingElement!, wrap, ...wrap.querySelectorAll('*')];
    return boxes
      .filter((el) => {
        const overflow = getComputedStyle(el).overflowX;
        const scrolls = el === document.scrollingElement || overflow === 'auto' || overflow === 'scroll';
        return scrolls && el.scrollWidth > el.clientWidth + 1;
      })
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className)} ${el.scrollWidth}>${el.clientWidth}`);
  });
}

describe('the Add-user dialog', () => {
  const session = useBrowserSession();

  it.each([
    [1366, 'zh', '新增', '添加用户'],
    [390, 'zh', '新增', '添加用户'],
    [1366, 'en', 'Add', 'Add user'],
    [390, 'en', 'Add', 'Add user'],
  ] as const)('does not scroll sideways at %i px (%s)', async (width, language, add, title) => {
    const { page } = session;
    await page.setViewportSize({ width, height: 800 });
    await loginAs(page, 'admin', undefined, { language });
    await page.goto('/system/user/index');
    await main(page)
      .getByRole('button', { name: new RegExp(`^${add.split('').join('\\s*')}$`) })
      .click();
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.getByRole('button').first().waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/user-add-${width}-${language}.png` });
    expect(await sidewaysScrollers(page)).toEqual([]);
    expectNoConsoleErrors(page);
  });

  const FIRST_LOGIN = {
    zh: { add: '新增', title: '添加用户', userName: '用户名称', name: '姓名', password: '用户密码', role: '教师' },
    en: { add: 'Add', title: 'Add user', userName: 'Username', name: 'Name', password: 'Password', role: 'Teacher' },
  } as const;
  const SCREEN = {
    zh: { title: '请设置您自己的密码', old: '旧密码', fresh: '新密码', confirm: '确认密码', save: '保存' },
    en: {
      title: 'Choose your own password',
      old: 'Old password',
      fresh: 'New password',
      confirm: 'Confirm password',
      save: 'Save',
    },
  } as const;

  it.each(['zh', 'en'] as const)(
    'creates a user with the offered password, who must choose their own at the first login (%s)',
    async (language: Language) => {
      const { page } = session;
      const l = FIRST_LOGIN[language];
      await page.setViewportSize({ width: 1366, height: 800 });
      await loginAs(page, 'admin', undefined, { language });
      await page.goto('/system/user/index');
      await main(page)
        .getByRole('button', { name: buttonName(l.add) })
        .click();
      const dialog = page.getByRole('dialog', { name: l.title });
      await dialog.getByLabel(l.userName, { exact: true }).fill('newcomer');
      await dialog.getByLabel(l.name, { exact: true }).fill('Newcomer');
      const offered = await dialog.getByLabel(l.password, { exact: true }).inputValue();
      expect(offered).toMatch(/^[A-Za-z0-9]{14}$/);
      await dialog.getByLabel(language === 'zh' ? '角色' : 'Roles', { exact: true }).click();
      await page.getByTitle(l.role, { exact: true }).click();
      await dialog.getByLabel(l.name, { exact: true }).click();
      await page.screenshot({ path: `${SHOTS}/user-add-filled-1366-${language}.png` });
      await dialog.getByRole('button', { name: buttonName(LABELS[language].ok) }).click();
      await dialog.waitFor({ state: 'hidden' });
      await logout(page, language);

      await loginAs(page, 'newcomer', offered, { language });
      const alone = page.getByRole('main', { name: SCREEN[language].title });
      await expectVisible(alone);
      expect(await page.getByRole('navigation').count()).toBe(0);
      for (const width of [1366, 390]) {
        await page.setViewportSize({ width, height: 800 });
        await page.screenshot({ path: `${SHOTS}/first-login-${width}-${language}.png` });
      }
      await page.setViewportSize({ width: 1366, height: 800 });
      const s = SCREEN[language];
      await alone.getByLabel(s.old).fill(offered);
      await alone.getByLabel(s.fresh).fill('My-own-2026');
      await alone.getByLabel(s.confirm).fill('My-own-2026');
      await alone.getByRole('button', { name: buttonName(s.save) }).click();
      await expectVisible(page.getByRole('navigation', { name: LABELS[language].mainMenu, exact: true }));
      expect(pathOf(page)).toBe('/index');
      expectNoConsoleErrors(page);
    },
  );
});
