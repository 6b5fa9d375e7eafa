import { describe, expect, it } from 'vitest';
import {
  expectVisible,
  loginAs,
  loginForm,
  mainMenu,
  menuTitles,
  pathOf,
  switchLanguage,
  welcomeHeading,
} from './support/app';
import { checkpoint, expectNoConsoleErrors, useBrowserSession } from './support/browser';
import { ACCOUNTS, LABELS, MENU_GROUPS } from './support/labels';

const ZH_GROUPS = Object.values(MENU_GROUPS.zh);
const EN_GROUPS = Object.values(MENU_GROUPS.en);

describe('language switch', () => {
  const session = useBrowserSession();

  it('switches the login page and the console between Chinese and English and remembers the choice', async () => {
    const { page } = session;
    await page.goto('/login');
    await expectVisible(loginForm(page, 'zh').username);
    expect(await page.title()).toBe(LABELS.zh.documentTitle);

    // Login page in English.
    await switchLanguage(page, 'en');
    const en = loginForm(page, 'en');
    await expectVisible(en.username);
    await expectVisible(en.captchaImage);
    await checkpoint(page, 'english-login');
    await expectVisible(en.password);
    await expectVisible(en.code);
    await expectVisible(en.captchaImage);
    await expectVisible(en.submit);
    expect(await page.title()).toBe(LABELS.en.documentTitle);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');

    // Still English after a reload.
    await page.reload();
    await expectVisible(loginForm(page, 'en').username);
    expect(await page.title()).toBe(LABELS.en.documentTitle);

    await loginAs(page, 'admin');
    expect(pathOf(page)).toBe('/index');
    await expectVisible(welcomeHeading(page, 'en', ACCOUNTS.admin.nickName));
    expect(await menuTitles(page, 'en')).toEqual(EN_GROUPS);
    await checkpoint(page, 'english-console');
    await expectVisible(page.getByRole('button', { name: LABELS.en.userMenu, exact: true }));

    // Back to Chinese from the console header.
    await switchLanguage(page, 'zh');
    await expectVisible(welcomeHeading(page, 'zh', ACCOUNTS.admin.nickName));
    expect(await menuTitles(page, 'zh')).toEqual(ZH_GROUPS);
    expect(await page.title()).toBe(LABELS.zh.documentTitle);
    expect(await mainMenu(page, 'en').count()).toBe(0);

    // The choice survives a reload.
    await page.reload();
    await expectVisible(welcomeHeading(page, 'zh', ACCOUNTS.admin.nickName));
    expect(await menuTitles(page, 'zh')).toEqual(ZH_GROUPS);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('zh');
    expectNoConsoleErrors(page);
  });

  it('follows an English browser when nothing is saved', async () => {
    const context = await session.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto('/login');
    await expectVisible(loginForm(page, 'en').username);
    expect(await page.title()).toBe(LABELS.en.documentTitle);
    expectNoConsoleErrors(page);
  });
});
