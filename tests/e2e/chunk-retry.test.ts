import type { BrowserContext, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buttonName, expectVisible, loginAs, welcomeHeading } from './support/app';
import { useBrowserSession, watchPage } from './support/browser';
import { ACCOUNTS } from './support/labels';

const PROFILE_CHUNK = /\/assets\/ProfilePage-[^/]*\.js$/;
const ERROR_TITLE = '页面无法显示';

/**
 * Makes the profile screen's chunk unreachable, as a dropped connection or a stale deploy does.
 * On the context, not the page, so that every request of the page's workers is seen too.
 */
async function blockProfileChunk(context: BrowserContext): Promise<() => Promise<void>> {
  const handler = (route: Route) => route.abort('connectionfailed');
  await context.route(PROFILE_CHUNK, handler);
  return () => context.unroute(PROFILE_CHUNK, handler);
}

/** The failed load is expected here: it logs errors the session would otherwise report. */
function forgetExpectedErrors(page: Page): void {
  const log = watchPage(page);
  expect(log.errors.some((e) => e.includes('ProfilePage'))).toBe(true);
  log.errors.length = 0;
}

function chunkRequests(context: BrowserContext): string[] {
  const seen: string[] = [];
  context.on('request', (request) => {
    if (PROFILE_CHUNK.test(new URL(request.url()).pathname)) seen.push(request.url());
  });
  return seen;
}

describe('a screen whose chunk failed to load', () => {
  const session = useBrowserSession();

  it('shows the error page and loads the screen on retry once the chunk is reachable', async () => {
    const { page, context } = session;
    await loginAs(page, 'admin');
    const unblock = await blockProfileChunk(context);
    const requests = chunkRequests(context);
    await page.goto('/user/profile');
    const main = page.getByRole('main');
    await expectVisible(main.getByText(ERROR_TITLE, { exact: true }));

    await unblock();
    await main.getByRole('button', { name: buttonName('重试') }).click();

    await expectVisible(main.getByText('个人信息', { exact: true }));
    await expect.poll(() => main.getByText(ERROR_TITLE, { exact: true }).count()).toBe(0);
    expect(requests.length).toBeGreaterThanOrEqual(2);
    forgetExpectedErrors(page);
  });

  it('loads the screen when the user goes elsewhere and comes back', async () => {
    const { page, context } = session;
    await loginAs(page, 'admin');
    const unblock = await blockProfileChunk(context);
    await page.goto('/user/profile');
    const main = page.getByRole('main');
    await expectVisible(main.getByText(ERROR_TITLE, { exact: true }));

    await unblock();
    const topMenu = page.getByRole('navigation', { name: '顶部菜单', exact: true });
    await topMenu.getByRole('menuitem', { name: '首页', exact: true }).click();
    await expectVisible(welcomeHeading(page, 'zh', ACCOUNTS.admin.nickName));
    await page.goBack();

    await page.waitForURL((url) => url.pathname === '/user/profile');
    await expect.poll(() => main.getByText(ERROR_TITLE, { exact: true }).isVisible()).toBe(false);
    await expectVisible(main.getByText('个人信息', { exact: true }));
    forgetExpectedErrors(page);
  });
});
