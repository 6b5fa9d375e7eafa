import { describe, expect, it } from 'vitest';
import { expectVisible, loginAs, mainMenu } from './support/app';
import { expectNoConsoleErrors, useBrowserSession, shotsFolder } from './support/browser';
import { MENU_GROUPS } from './support/labels';

// Monitoring → Server as the platform administrator uses it, on the real server: opened from the
// menu, its five cards with figures in the user's language, at 1366 and 390 px without a sideways
// scroll (docs/api.md "Server figures and metrics").

const SHOTS = shotsFolder('monitor-server');

const WORDS = {
  zh: {
    link: '服务监控',
    cards: ['实例', '内存', '事件循环延迟', '数据库', '请求'],
    engine: 'PGlite（内置于服务器）',
    ms: /毫秒/,
    refresh: /刷\s?新/,
  },
  en: {
    link: 'Server',
    cards: ['Instance', 'Memory', 'Event-loop delay', 'Database', 'Requests'],
    engine: 'PGlite (inside the server)',
    ms: / ms/,
    refresh: /Refresh/,
  },
} as const;

describe('monitoring: the server screen', () => {
  const session = useBrowserSession();

  it(
    'is opened from the menu and shows the figures in Chinese and English, at 1366 and 390 px',
    { timeout: 180_000 },
    async () => {
      for (const language of ['zh', 'en'] as const) {
        const words = WORDS[language];
        const page = await (await session.newContext()).newPage();
        await page.setViewportSize({ width: 1366, height: 800 });
        await loginAs(page, 'admin', undefined, { language });
        const menu = mainMenu(page, language);
        await menu.getByRole('menuitem', { name: MENU_GROUPS[language].monitoring }).click();
        await menu.getByRole('link', { name: words.link, exact: true }).click();
        await page.waitForURL((url) => url.pathname === '/monitor/server/index');

        for (const card of words.cards) await expectVisible(page.getByRole('region', { name: card }));
        await expectVisible(page.getByRole('region', { name: words.cards[3] }).getByText(words.engine));
        await expectVisible(page.getByRole('region', { name: words.cards[1] }).getByText(/MB$/).first());
        await expectVisible(page.getByRole('region', { name: words.cards[2] }).getByText(words.ms).first());
        await expectVisible(page.getByRole('button', { name: words.refresh }));

        for (const width of [1366, 390]) {
          await page.setViewportSize({ width, height: width > 500 ? 800 : 844 });
          await expectVisible(page.getByRole('region', { name: words.cards[4] }));
          // the narrow layout follows the resize a render later (the shell and antd's breakpoints
          // listen to the window): the page is measured once it has settled, as a person sees it
          await expect
            .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { timeout: 10_000 })
            .toBeLessThanOrEqual(width);
          await page.screenshot({ path: `${SHOTS}/server-${width}-${language}.png`, fullPage: true });
        }
        expectNoConsoleErrors(page);
      }
    },
  );
});
