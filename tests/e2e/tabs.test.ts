import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buttonName, expectHidden, expectVisible, loginAs, pathOf } from './support/app';
import { expectNoConsoleErrors, useBrowserSession } from './support/browser';
import { LABELS } from './support/labels';
import { openInApp, openTab, tab, tabMenu, tabTitles, withTagsView } from './support/tabs';

const zh = LABELS.zh;

/** Five pages of the admin menu, opened by address like a bookmark would. */
const PAGES = [
  { path: '/admin/school/index', title: '学校列表' },
  { path: '/admin/course/index', title: '课程管理' },
  { path: '/system/config/index', title: '参数设置' },
  { path: '/admin/activity/index', title: '活动管理' },
  { path: '/user/changeInfoPw', title: '修改密码' },
];

async function openFive(page: Page) {
  await withTagsView(page);
  await loginAs(page, 'admin');
  for (const { path, title } of PAGES) await openTab(page, path, title);
}

/**
 * Starts noting the pages moved within the page area: taken out and put back (a page's loading
 * placeholder replaced by the page is not a move).
 */
async function notePagesMoved(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const noted = window as unknown as { __pagesRemoved: Node[] };
    noted.__pagesRemoved = [];
    new MutationObserver((records) => {
      for (const record of records) noted.__pagesRemoved.push(...record.removedNodes);
    }).observe(document.querySelector('main')!, { childList: true });
  });
  return () =>
    page.evaluate(() =>
      (window as unknown as { __pagesRemoved: Node[] }).__pagesRemoved
        .filter((node) => node.isConnected)
        .map((node) => (node.textContent ?? '').slice(0, 30)),
    );
}

describe('tab strip', () => {
  const session = useBrowserSession();

  it('keeps what was typed when switching tabs and back, and asks before closing a dirty page', async () => {
    const { page } = session;
    await openFive(page);
    expect(await tabTitles(page)).toEqual(['首页', ...PAGES.map((p) => p.title)]);
    await page.getByLabel('旧密码').fill('typed before leaving');
    const moved = await notePagesMoved(page);

    // A kept page shown again is on screen in the first frame after the click: the switch renders
    // at once instead of as a transition sliced over several tasks.
    const tableInFirstFrame = await tab(page, '学校列表').evaluate(
      (element) =>
        new Promise<boolean>((resolve) => {
          (element as HTMLElement).click();
          requestAnimationFrame(() =>
            resolve([...document.querySelectorAll('main table')].some((table) => table.getClientRects().length > 0)),
          );
        }),
    );
    expect(tableInFirstFrame, 'the school list on screen in the first frame after the click').toBe(true);
    await page.waitForURL('**/admin/school/index');
    await tab(page, '修改密码').click();
    await page.waitForURL('**/user/changeInfoPw');
    await expect.poll(() => page.getByLabel('旧密码').inputValue()).toBe('typed before leaving');
    // Showing a kept page again leaves every page where it is in the document: moving one (to
    // follow the page cache's order of last use) restyles and lays out a whole screen again.
    expect(await moved(), 'pages moved in the page area while switching tabs').toEqual([]);

    await tab(page, '修改密码').getByTitle('关闭 修改密码').click();
    const ask = page.getByRole('dialog', { name: zh.systemPrompt });
    await expectVisible(ask.getByText(/有未保存的修改/));
    await ask.getByRole('button', { name: buttonName(zh.cancel) }).click();
    await expectHidden(ask);
    expect(await tabTitles(page)).toContain('修改密码');

    await tab(page, '修改密码').getByTitle('关闭 修改密码').click();
    await page.getByRole('button', { name: '放弃修改并关闭' }).click();
    await expect.poll(() => tabTitles(page)).not.toContain('修改密码');
    // The active tab closed: the last remaining tab opens.
    await page.waitForURL('**/admin/activity/index');
    expectNoConsoleErrors(page);
  });

  it('runs every context-menu action and closes a tab with the middle button', async () => {
    const { page } = session;
    await openFive(page);

    // The first tab offers no "close left" and, being pinned, no "close".
    await tab(page, '首页').click({ button: 'right' });
    const homeMenu = page.getByRole('menu', { name: '首页 的操作' });
    await expectVisible(homeMenu);
    expect(await homeMenu.getByRole('menuitem').allTextContents()).toEqual([
      '刷新页面',
      '关闭其他',
      '关闭右侧',
      '全部关闭',
    ]);
    await page.keyboard.press('Escape');
    await expectHidden(homeMenu);

    await tab(page, '参数设置').click({ button: 'middle' });
    await expect.poll(() => tabTitles(page)).toEqual(['首页', '学校列表', '课程管理', '活动管理', '修改密码']);

    await tabMenu(page, '课程管理', '关闭左侧');
    await expect.poll(() => tabTitles(page)).toEqual(['首页', '课程管理', '活动管理', '修改密码']);

    await tabMenu(page, '活动管理', '关闭右侧');
    await expect.poll(() => tabTitles(page)).toEqual(['首页', '课程管理', '活动管理']);
    await page.waitForURL('**/admin/activity/index');

    await tabMenu(page, '课程管理', '关闭其他');
    await expect.poll(() => tabTitles(page)).toEqual(['首页', '课程管理']);
    await page.waitForURL('**/admin/course/index');

    await tabMenu(page, '课程管理', '刷新页面');
    expect(pathOf(page)).toBe('/admin/course/index');

    await tabMenu(page, '课程管理', '关闭当前');
    await expect.poll(() => tabTitles(page)).toEqual(['首页']);
    await page.waitForURL('**/index');

    await openInApp(page, '/admin/school/index');
    await tabMenu(page, '学校列表', '全部关闭');
    await expect.poll(() => tabTitles(page)).toEqual(['首页']);
    await page.waitForURL((url) => url.pathname === '/index');
    expectNoConsoleErrors(page);
  });

  it('keeps memory flat while 100 tabs are opened and closed', async () => {
    const { page } = session;
    await withTagsView(page);
    await loginAs(page, 'admin');
    const heap = async () => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('HeapProfiler.collectGarbage');
      const { usedSize } = await cdp.send('Runtime.getHeapUsage');
      await cdp.detach();
      return usedSize;
    };
    const cycle = async (round: number) => {
      // Detail pages opened with a query are a tab each: ten new tabs per round.
      for (let i = 0; i < 10; i += 1) {
        const detail = i % 2 ? '/admin/course/detail' : '/admin/activity/detail';
        await openInApp(page, `${detail}?id=${round * 10 + i}`);
        await expect.poll(async () => (await tabTitles(page)).length).toBe(i + 2);
      }
      expect((await tabTitles(page)).length).toBe(11);
      await tabMenu(page, '首页', '全部关闭');
      await page.waitForURL((url) => url.pathname === '/index');
    };
    await cycle(0);
    const before = await heap();
    for (let round = 1; round < 10; round += 1) await cycle(round);
    const after = await heap();
    console.log(
      `[e2e] JS heap after 10 vs 100 opened-and-closed tabs: ${(before / 1048576).toFixed(1)} → ${(after / 1048576).toFixed(1)} MiB`,
    );
    expect(after).toBeLessThan(before * 1.5 + 2 * 1048576);
    expectNoConsoleErrors(page);
  });
});
