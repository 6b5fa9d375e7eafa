import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { buttonName, expectVisible, loginAs, loginForm } from './support/app';
import { checkpoint, expectNoConsoleErrors, useBrowserSession } from './support/browser';
import { LABELS } from './support/labels';

// Profile (/user/profile) and password change (/user/changeInfoPw).

/** A 1x1 PNG, the smallest valid picture for the avatar upload. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const main = (page: Page) => page.getByRole('main');
const userMenuButton = (page: Page, language: 'zh' | 'en') =>
  page.getByRole('button', { name: LABELS[language].userMenu, exact: true });

describe('profile', () => {
  const session = useBrowserSession();

  it('edits nickname, phone and avatar; refuses an invalid email (en)', async () => {
    const { page } = session;
    await loginAs(page, 'teacher', undefined, { language: 'en' });
    await userMenuButton(page, 'en').click();
    await page.getByRole('menuitem', { name: LABELS.en.profile }).click();
    await page.waitForURL((url) => url.pathname === '/user/profile');
    const info = main(page).locator('.ant-card').filter({ hasText: 'Personal information' });
    await expectVisible(info.getByText('lina@hdsyxx.edu.cn'));
    await expectVisible(info.getByText('Teacher', { exact: true }));

    await main(page).getByLabel('Email').fill('lina@');
    await main(page).getByLabel('Phone').fill('123');
    await main(page).getByRole('button', { name: 'Save' }).click();
    await expectVisible(main(page).getByText('Please enter a valid email address'));
    await expectVisible(main(page).getByText('Please enter a valid phone number'));

    await main(page).getByLabel('Email').fill('li.na@hdsyxx.edu.cn');
    await main(page).getByLabel('Phone').fill('13912345678');
    await main(page).getByLabel('Nickname').fill('Ms Li');
    await main(page)
      .locator('input[type="file"]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expectVisible(page.getByText('Uploaded'));
    await checkpoint(page, 'profile-en');
    await main(page).getByRole('button', { name: 'Save' }).click();
    await expectVisible(page.getByText('Profile saved'));
    await expectVisible(info.getByText('li.na@hdsyxx.edu.cn'));

    // The header follows: new nickname (its text may be hidden at this width) and the uploaded picture.
    await expect.poll(() => userMenuButton(page, 'en').textContent()).toContain('Ms Li');
    // named by its address signed for this user (docs/security.md "Files"), and drawn
    const avatar = userMenuButton(page, 'en').locator('img');
    await expect
      .poll(() => avatar.getAttribute('src'))
      .toMatch(/^\/csp\/system\/oss\/file\/\d+\/me\.png\?e=\d+&u=\d+&s=[\w-]+$/);
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // Saved for real: still there after a reload.
    await page.reload();
    await expectVisible(info.getByText('li.na@hdsyxx.edu.cn'));
    await expect.poll(() => userMenuButton(page, 'en').textContent()).toContain('Ms Li');
    expectNoConsoleErrors(page);
  });

  it('goes from the profile to the password change, and the new password works (zh)', async () => {
    const { page } = session;
    await loginAs(page, 'teacher');
    await page.goto('/user/profile');
    await expectVisible(main(page).getByText('个人信息'));
    await checkpoint(page, 'profile-zh');
    await main(page).getByRole('link', { name: '修改密码' }).click();
    await page.waitForURL((url) => url.pathname === '/user/changeInfoPw');

    await main(page).getByLabel('旧密码').fill('admin123');
    await main(page).getByLabel('新密码').fill('12345');
    await main(page).getByLabel('确认密码').fill('123456');
    await main(page)
      .getByRole('button', { name: buttonName('保存') })
      .click();
    await expectVisible(main(page).getByText('长度在 6 到 20 个字符'));
    await expectVisible(main(page).getByText('两次输入的密码不一致'));
    await main(page).getByLabel('新密码').fill('123456');
    await main(page)
      .getByRole('button', { name: buttonName('保存') })
      .click();
    await expectVisible(page.getByText('修改成功'));

    await userMenuButton(page, 'zh').click();
    await page.getByRole('menuitem', { name: LABELS.zh.logout }).click();
    const confirm = page.getByRole('dialog', { name: LABELS.zh.systemPrompt });
    await confirm.getByRole('button', { name: buttonName(LABELS.zh.ok) }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await loginAs(page, 'teacher', 'admin123', { expectSuccess: false });
    await expectVisible(page.getByText(LABELS.zh.wrongPassword));
    await expectVisible(loginForm(page, 'zh').username);
    await loginAs(page, 'teacher', '123456');
    expect(new URL(page.url()).pathname).toBe('/index');
    expectNoConsoleErrors(page);
  });
});
