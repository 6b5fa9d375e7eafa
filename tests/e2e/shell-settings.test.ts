import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buttonName, expectHidden, expectVisible, loginAs, mainMenu, welcomeHeading } from './support/app';
import { checkpoint, expectNoConsoleErrors, followRequests, useBrowserSession } from './support/browser';
import { ACCOUNTS, LABELS, PASSWORD, type Language } from './support/labels';
import { readableShade } from '@/contrast';

const SETTINGS = { zh: '布局设置', en: 'Layout settings' } as const;

async function openSettings(page: Page, language: Language) {
  await page.getByRole('button', { name: SETTINGS[language], exact: true }).click();
  const drawer = page.getByRole('dialog', { name: SETTINGS[language] });
  await expectVisible(drawer);
  return drawer;
}

const savedSettings = (page: Page) => page.evaluate(() => localStorage.getItem('layout-setting'));

/** '#2c6bad' as getComputedStyle writes it: 'rgb(44, 107, 173)'. */
const cssRgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

describe('settings drawer', () => {
  const session = useBrowserSession();

  it('applies changes at once, keeps them across a reload once saved, and forgets them on reset', async () => {
    const { page } = session;
    await loginAs(page, 'admin');
    await expectVisible(welcomeHeading(page, 'zh', ACCOUNTS.admin.nickName));
    const topMenu = page.getByRole('navigation', { name: '顶部菜单', exact: true });
    const breadcrumb = page.getByRole('navigation', { name: '当前位置', exact: true });
    const tabs = page.getByRole('tablist', { name: '已打开的页面' });

    // The defaults: top navigation on, no tab strip, the site name as the title.
    await expectVisible(topMenu);
    expect(await breadcrumb.count()).toBe(0);
    expect(await tabs.count()).toBe(0);
    expect(await page.title()).toBe(LABELS.zh.documentTitle);

    const drawer = await openSettings(page, 'zh');
    await drawer.getByRole('switch', { name: '开启标签页' }).click();
    await drawer.getByRole('switch', { name: '开启顶部导航' }).click();
    await drawer.getByRole('switch', { name: '动态标题' }).click();
    await drawer.getByText('深色', { exact: true }).click();

    // Live, before saving.
    await expectVisible(tabs);
    await expectVisible(breadcrumb);
    await expectHidden(topMenu);
    await expect.poll(() => page.title()).toBe('首页 - 课程系统');
    expect(await savedSettings(page)).toBeNull();
    await checkpoint(page, 'settings-drawer-changed');

    await drawer.getByRole('button', { name: buttonName('保存配置') }).click();
    const saving = page.getByText('正在保存到本地，请稍候...', { exact: true });
    await expectVisible(saving);
    await expectHidden(saving, 5_000);
    expect(JSON.parse((await savedSettings(page)) ?? '{}')).toMatchObject({
      tagsView: true,
      topNav: false,
      dynamicTitle: true,
      sideTheme: 'theme-dark',
    });

    await page.reload();
    await expectVisible(welcomeHeading(page, 'zh', ACCOUNTS.admin.nickName));
    await expectVisible(tabs);
    await expectVisible(breadcrumb);
    expect(await topMenu.count()).toBe(0);
    await expect.poll(() => page.title()).toBe('首页 - 课程系统');
    const again = await openSettings(page, 'zh');
    expect(await again.getByRole('radio', { name: '深色' }).isChecked()).toBe(true);
    expect(await again.getByRole('switch', { name: '开启标签页' }).getAttribute('aria-checked')).toBe('true');
    expect(await again.getByRole('switch', { name: '固定头部' }).getAttribute('aria-checked')).toBe('true');

    // Reset: a loading message, then the page reloads with the defaults.
    const reloaded = page.waitForEvent('load');
    await again.getByRole('button', { name: buttonName('重置配置') }).click();
    await expectVisible(page.getByText('正在清除设置缓存并刷新，请稍候...', { exact: true }));
    await reloaded;
    await expectVisible(welcomeHeading(page, 'zh', ACCOUNTS.admin.nickName));
    await expectVisible(topMenu);
    expect(await tabs.count()).toBe(0);
    expect(await breadcrumb.count()).toBe(0);
    expect(await page.title()).toBe(LABELS.zh.documentTitle);
    expect(await savedSettings(page)).toBeNull();
    expectNoConsoleErrors(page);
  });

  it('recolours the console live from a preset colour and the side theme, without a reload or a stylesheet (English)', async () => {
    const { page } = session;
    const network = followRequests(page);
    await loginAs(page, 'admin', PASSWORD, { language: 'en' });
    await expectVisible(welcomeHeading(page, 'en', ACCOUNTS.admin.nickName));
    const drawer = await openSettings(page, 'en');
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    // Once the home page is idle the first menu group's screens load in the background, their
    // stylesheets with them; what is counted below is what the recolouring asks for.
    await network.quiet();
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    });

    const save = drawer.getByRole('button', { name: 'Save', exact: true });
    const background = () => save.evaluate((el) => getComputedStyle(el).backgroundColor);
    // a primary button is drawn at the readable shade of the colour picked (docs/accessibility.md)
    expect(await background()).toBe(cssRgb(readableShade('#409EFF')));
    await drawer.getByRole('button', { name: 'Theme colour #f5222d' }).click();
    await expect.poll(background).toBe(cssRgb(readableShade('#f5222d')));
    expect(await drawer.getByRole('button', { name: 'Theme colour #f5222d' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    const sidebarMenu = mainMenu(page, 'en').getByRole('menu').first();
    const sidebarBackground = () => sidebarMenu.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await sidebarBackground()).toBe('rgb(255, 255, 255)');
    await drawer.getByText('Dark', { exact: true }).click();
    await expect.poll(sidebarBackground).toBe('rgb(48, 65, 86)');
    await checkpoint(page, 'settings-live-theme-en');

    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(stylesheets).toEqual([]);
    expectNoConsoleErrors(page);
  });
});
