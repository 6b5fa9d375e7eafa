import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectVisible, loginAs, welcomeHeading } from './support/app';
import { expectNoConsoleErrors, useBrowserSession } from './support/browser';
import { ACCOUNTS } from './support/labels';

// Paths whose dot segments (plain or percent-encoded) collapse into `//host` once normalised.

/** Every address the main frame showed, to prove the app never left its origin. */
function mainFrameAddresses(page: Page): string[] {
  const seen: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(frame.url());
  });
  return seen;
}

async function expectHomeOnSite(page: Page, baseURL: string, seen: string[]): Promise<void> {
  const origin = new URL(baseURL).origin;
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe('/index');
  await expectVisible(welcomeHeading(page, 'zh', ACCOUNTS.admin.nickName));
  await page.waitForTimeout(300);
  expect(new URL(page.url()).origin).toBe(origin);
  expect(seen.filter((url) => !url.startsWith(`${origin}/`))).toEqual([]);
  expectNoConsoleErrors(page);
}

describe('redirect safety', () => {
  const session = useBrowserSession();

  it.each(['/.//evil.example', '/..//evil.example', '/%2e//evil.example', '/x/..//evil.example'])(
    'the login page with redirect=%s logs in and goes home',
    async (target) => {
      const { page, baseURL } = session;
      const seen = mainFrameAddresses(page);
      await page.goto(`/login?redirect=${encodeURIComponent(target)}`);
      await loginAs(page, 'admin');
      await expectHomeOnSite(page, baseURL, seen);
    },
  );

  it('/auth-redirect with a dot-segment redirect stays on the site', async () => {
    const { page, baseURL } = session;
    const origin = new URL(baseURL).origin;
    const seen = mainFrameAddresses(page);
    await page.goto(`/auth-redirect?redirect=${encodeURIComponent('/x/..//evil.example')}&code=wx-1`);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe('/bind');
    expect(seen.filter((url) => !url.startsWith(`${origin}/`))).toEqual([]);
    expectNoConsoleErrors(page);
  });

  it.each(['/redirect//evil.example', '/redirect/%2F%2Fevil.example', '/redirect/\\evil.example'])(
    '%s lands on the home page, not on the error page',
    async (path) => {
      const { page, baseURL } = session;
      await loginAs(page, 'admin');
      const seen = mainFrameAddresses(page);
      await page.goto(path);
      await expectHomeOnSite(page, baseURL, seen);
      expect(await page.getByText('页面无法显示').count()).toBe(0);
    },
  );
});
