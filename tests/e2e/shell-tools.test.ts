import { describe, expect, it } from 'vitest';
import { expectVisible, loginAs, pathOf, welcomeHeading } from './support/app';
import { expectNoConsoleErrors, useBrowserSession } from './support/browser';
import { ACCOUNTS, PASSWORD } from './support/labels';

describe('header tools', () => {
  const session = useBrowserSession();

  it('toggles full screen, or says the browser cannot (English)', async () => {
    const { page } = session;
    await loginAs(page, 'admin', PASSWORD, { language: 'en' });
    await expectVisible(welcomeHeading(page, 'en', ACCOUNTS.admin.nickName));
    const button = page.getByRole('button', { name: 'Full screen', exact: true });
    const supported = await page.evaluate(() => document.fullscreenEnabled);
    await button.click();
    if (!supported) {
      await expectVisible(page.getByText('Your browser does not support full screen', { exact: true }));
      expectNoConsoleErrors(page);
      return;
    }
    await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
    await button.click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(false);
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('false');
    expectNoConsoleErrors(page);
  });

  it('changes the component size, says so, and remembers it after a reload', async () => {
    const { page } = session;
    await loginAs(page, 'admin');
    await expectVisible(welcomeHeading(page, 'zh', ACCOUNTS.admin.nickName));
    const sizeButton = page.getByRole('button', { name: '布局大小', exact: true });
    await sizeButton.click();
    // The size in use (medium by default) is not offered again.
    expect(await page.getByRole('menuitem', { name: '中等', exact: true }).getAttribute('aria-disabled')).toBe('true');
    await page.getByRole('menuitem', { name: '小型', exact: true }).click();
    await expectVisible(page.getByText('设置布局大小成功', { exact: true }));
    expect(await page.evaluate(() => localStorage.getItem('size'))).toBe('small');
    // antd's small controls are 24 px high.
    const search = page.getByRole('button', { name: '布局设置', exact: true });
    await expect.poll(() => search.evaluate((el) => el.getBoundingClientRect().height)).toBe(24);

    await page.reload();
    await expectVisible(welcomeHeading(page, 'zh', ACCOUNTS.admin.nickName));
    await sizeButton.click();
    expect(await page.getByRole('menuitem', { name: '小型', exact: true }).getAttribute('aria-disabled')).toBe('true');
    expect(await page.getByRole('menuitem', { name: '中等', exact: true }).getAttribute('aria-disabled')).not.toBe(
      'true',
    );
    expect(await search.evaluate((el) => el.getBoundingClientRect().height)).toBe(24);
    expectNoConsoleErrors(page);
  });

  it('opens menu search from the search box and links to the published documentation', async () => {
    const { page } = session;
    await loginAs(page, 'admin');
    await expectVisible(welcomeHeading(page, 'zh', ACCOUNTS.admin.nickName));
    // No repository address is configured for the demo build, so no source link; the
    // documentation link opens the docs published with the console.
    expect(await page.getByRole('link', { name: '源码地址', exact: true }).count()).toBe(0);
    const docs = page.getByRole('link', { name: '文档地址', exact: true });
    expect(await docs.getAttribute('href')).toBe('/docs/');
    expect(await docs.getAttribute('target')).toBe('_blank');
    expect(await docs.getAttribute('rel')).toBe('noopener noreferrer');
    const docsPage = await page.request.get(new URL('/docs/', page.url()).toString());
    expect(docsPage.status()).toBe(200);
    expect(await docsPage.text()).toContain('Roles, accounts and screens');
    await page.getByRole('button', { name: '搜索菜单', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/admin/search');
    expect(pathOf(page)).toBe('/admin/search');
    expectNoConsoleErrors(page);
  });
});
