import { describe, expect, it } from 'vitest';
import { expectVisible, loginAs } from './support/app';
import { checkpoint, expectNoConsoleErrors, useBrowserSession } from './support/browser';

// System → API on the real server: the administrator opens a call and reads its fields, on a
// laptop and on a phone, in both languages, without the page scrolling sideways.

const WORDS = {
  zh: { search: '搜索接口', name: '参数键名' },
  en: { search: 'Search calls', name: 'Parameter key' },
};

describe('the API screen', () => {
  const session = useBrowserSession();

  it.each([
    ['zh', 1366],
    ['en', 1366],
    ['zh', 390],
    ['en', 390],
  ] as const)('shows a call and its fields (%s, %i px)', async (language, width) => {
    const context = await session.newContext({ viewport: { width, height: 844 } });
    await context.addInitScript((lang) => {
      if (location.protocol.startsWith('http')) localStorage.setItem('language', lang);
    }, language);
    const page = await context.newPage();
    await loginAs(page, 'admin');
    await page.goto('/tool/swagger/index');
    const words = WORDS[language];
    await page.getByRole('searchbox', { name: words.search }).fill('/system/config');
    const area = page.getByRole('region', { name: 'system/config' });
    await area
      .getByRole('button')
      .filter({ hasText: /^POST\s*\/system\/config(?!\/)/ })
      .first()
      .click();
    const row = area.getByRole('row').filter({ hasText: 'configKey' });
    await expectVisible(row.getByText(words.name, { exact: true }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await checkpoint(page, `api-docs-${language}-${width}`);
    expectNoConsoleErrors(page);
  });
});
