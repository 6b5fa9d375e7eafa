import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  buttonName,
  expectHidden,
  expectVisible,
  loginAs,
  loginForm,
  mainMenu,
  pathOf,
  welcomeHeading,
} from './support/app';
import { expectNoConsoleErrors, useBrowserSession } from './support/browser';
import { ACCOUNTS, LABELS } from './support/labels';

const zh = LABELS.zh;
const TOKEN_COOKIE = 'Admin-Token';

/** User menu → 退出登录; answers the confirm dialog. */
async function openLogoutDialog(page: Page) {
  await page.getByRole('button', { name: zh.userMenu, exact: true }).click();
  await page.getByRole('menuitem', { name: zh.logout }).click();
  const dialog = page.getByRole('dialog', { name: zh.systemPrompt, exact: true });
  await expectVisible(dialog);
  await expectVisible(dialog.getByText(zh.logoutConfirm, { exact: true }));
  return dialog;
}

describe('logout', () => {
  const session = useBrowserSession();

  const tokenCookie = async () => (await session.context.cookies()).find((c) => c.name === TOKEN_COOKIE);

  it('asks first; Cancel keeps the user logged in', async () => {
    const { page } = session;
    await loginAs(page, 'admin');
    await expectVisible(welcomeHeading(page, 'zh', ACCOUNTS.admin.nickName));
    expect(await tokenCookie()).toBeDefined();

    const dialog = await openLogoutDialog(page);
    await expectVisible(dialog.getByRole('button', { name: buttonName(zh.ok) }));

    await dialog.getByRole('button', { name: buttonName(zh.cancel) }).click();

    await expectHidden(dialog);
    expect(pathOf(page)).toBe('/index');
    await expectVisible(welcomeHeading(page, 'zh', ACCOUNTS.admin.nickName));
    expect(await tokenCookie()).toBeDefined();
    // Still logged in after a reload.
    await page.reload();
    await expectVisible(welcomeHeading(page, 'zh', ACCOUNTS.admin.nickName));
    expectNoConsoleErrors(page);
  });

  it('OK logs out to the login page, drops the token, and Back does not show the console', async () => {
    const { page } = session;
    await loginAs(page, 'admin');
    await expectVisible(welcomeHeading(page, 'zh', ACCOUNTS.admin.nickName));

    const dialog = await openLogoutDialog(page);
    await dialog.getByRole('button', { name: buttonName(zh.ok) }).click();

    await page.waitForURL((url) => url.pathname === '/login' && url.search === '?redirect=%2Findex');
    await expectVisible(loginForm(page, 'zh').username);
    expect(await tokenCookie()).toBeUndefined();

    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await page.goBack();
    // Back returns to the console's address; the guard must send it to the login page again.
    await expect.poll(() => visited).toContain('/index');
    await page.waitForURL((url) => url.pathname === '/login');
    await expectVisible(loginForm(page, 'zh').username);
    expect(await mainMenu(page, 'zh').count()).toBe(0);
    expect(await welcomeHeading(page, 'zh', ACCOUNTS.admin.nickName).count()).toBe(0);
    expect(await tokenCookie()).toBeUndefined();
    expectNoConsoleErrors(page);
  });

  it('in English the dialog and its buttons are English', async () => {
    const { page } = session;
    await loginAs(page, 'admin', undefined, { language: 'en' });
    await expectVisible(welcomeHeading(page, 'en', ACCOUNTS.admin.nickName));

    await page.getByRole('button', { name: LABELS.en.userMenu, exact: true }).click();
    await expectVisible(page.getByRole('menuitem', { name: LABELS.en.profile }));
    await page.getByRole('menuitem', { name: LABELS.en.logout }).click();
    const dialog = page.getByRole('dialog', { name: LABELS.en.systemPrompt, exact: true });
    await expectVisible(dialog.getByText(LABELS.en.logoutConfirm, { exact: true }));
    await expectVisible(dialog.getByRole('button', { name: buttonName(LABELS.en.cancel) }));
    await dialog.getByRole('button', { name: buttonName(LABELS.en.ok) }).click();

    await page.waitForURL((url) => url.pathname === '/login' && url.search === '?redirect=%2Findex');
    await expectVisible(loginForm(page, 'en').username);
    expect(await tokenCookie()).toBeUndefined();
    expectNoConsoleErrors(page);
  });
});
