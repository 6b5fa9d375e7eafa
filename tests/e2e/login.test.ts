import { describe, expect, it } from 'vitest';
import { CONSOLE_AHEAD_MARKS } from '@/utils/prefetch-console';
import {
  captchaChangedFrom,
  captchaSrc,
  expectVisible,
  loginAs,
  loginForm,
  menuTitles,
  pathOf,
  solveCaptcha,
  welcomeHeading,
} from './support/app';
import { expectNoConsoleErrors, useBrowserSession } from './support/browser';
import { ACCOUNTS, LABELS, MENU_GROUPS, PASSWORD } from './support/labels';

const zh = LABELS.zh;

describe('login page', () => {
  const session = useBrowserSession();

  it('logs admin in with the captcha answered and shows the home page with the menu', async () => {
    const { page } = session;
    await page.goto('/login');
    expect(await page.title()).toBe(zh.documentTitle);
    await expectVisible(loginForm(page, 'zh').username);

    await loginAs(page, 'admin');

    expect(pathOf(page)).toBe('/index');
    await expectVisible(welcomeHeading(page, 'zh', ACCOUNTS.admin.nickName));
    const titles = await menuTitles(page, 'zh');
    expect(titles).toEqual(
      expect.arrayContaining([MENU_GROUPS.zh.courses, MENU_GROUPS.zh.schools, MENU_GROUPS.zh.system]),
    );
    expectNoConsoleErrors(page);
  });

  it('lists the three required fields when the empty form is submitted', async () => {
    const { page } = session;
    await page.goto('/login');
    const form = loginForm(page, 'zh');
    await captchaSrc(page, 'zh');

    await form.submit.click();

    const alerts = form.form.getByRole('alert');
    await expect
      .poll(() => alerts.allInnerTexts())
      .toEqual([zh.usernameRequired, zh.passwordRequired, zh.codeRequired]);
    expect(pathOf(page)).toBe('/login');
    // Typing into a field clears its message.
    await form.username.fill('admin');
    await expect.poll(() => alerts.allInnerTexts()).toEqual([zh.passwordRequired, zh.codeRequired]);
    expectNoConsoleErrors(page);
  });

  it('shows the server message and a new captcha after a wrong password, then accepts the right one', async () => {
    const { page } = session;
    await page.goto('/login');
    const form = loginForm(page, 'zh');
    const firstSrc = await captchaSrc(page, 'zh');

    await form.username.fill('admin');
    await form.password.fill('not-the-password');
    await form.code.fill((await solveCaptcha(page, 'zh')).answer);
    await form.submit.click();

    await expectVisible(page.getByText(zh.wrongPassword, { exact: true }));
    await captchaChangedFrom(page, 'zh', firstSrc);
    expect(pathOf(page)).toBe('/login');
    // The used answer is cleared; the typed name stays.
    expect(await form.code.inputValue()).toBe('');
    expect(await form.username.inputValue()).toBe('admin');

    await loginAs(page, 'admin');
    expect(pathOf(page)).toBe('/index');
    await expectVisible(welcomeHeading(page, 'zh', ACCOUNTS.admin.nickName));
    expectNoConsoleErrors(page);
  });

  it('fetches another captcha when the picture is clicked', async () => {
    const { page } = session;
    await page.goto('/login');
    const form = loginForm(page, 'zh');
    const first = await captchaSrc(page, 'zh');

    await form.captchaButton.click();
    const second = await captchaChangedFrom(page, 'zh', first);

    await form.captchaButton.click();
    await captchaChangedFrom(page, 'zh', second);
    expectNoConsoleErrors(page);
  });

  it('shows the same form at /admin/login and logs in from it', async () => {
    const { page } = session;
    await page.goto('/admin/login');
    const form = loginForm(page, 'zh');
    await expectVisible(form.username);
    await expectVisible(form.password);
    await expectVisible(form.code);
    await expectVisible(form.captchaImage);
    await expectVisible(form.submit);

    await loginAs(page, 'admin');
    expect(pathOf(page)).toBe('/index');
    await expectVisible(welcomeHeading(page, 'zh', ACCOUNTS.admin.nickName));
    expectNoConsoleErrors(page);
  });

  it.each(['zh', 'en'] as const)(
    'in %s, takes a username and password typed before its script arrived, and logs in with them',
    async (language) => {
      // A visitor on a slow line: every script held back until they have typed.
      const context = await session.browser.newContext({
        baseURL: session.baseURL,
        locale: language === 'en' ? 'en-US' : 'zh-CN',
      });
      try {
        const page = await context.newPage();
        let release = () => {};
        const arrived = new Promise<void>((resolve) => (release = resolve));
        await page.route('**/assets/*.js', async (route) => {
          await arrived;
          await route.continue();
        });
        await page.goto('/login', { waitUntil: 'commit' });
        // The page's own fields, named in the visitor's language, take the keys at once (the
        // cursor is already in the first); the rest of the form waits for the script.
        const field = (name: string) => page.getByRole('textbox', { name, exact: true });
        await expectVisible(field(LABELS[language].username));
        await page.keyboard.type('admin');
        await page.keyboard.press('Tab');
        await page.keyboard.type('admin');
        expect(await loginForm(page, language).form.count()).toBe(0);

        release();
        const form = loginForm(page, language);
        await expectVisible(form.captchaImage);
        expect(await page.locator('#boot-frame').count()).toBe(0);
        expect(await form.username.inputValue()).toBe('admin');
        // the cursor is still in the password, where the visitor goes on typing
        await page.keyboard.type(PASSWORD.slice('admin'.length));
        expect(await form.password.inputValue()).toBe(PASSWORD);
        await form.code.fill((await solveCaptcha(page, language)).answer);
        await form.submit.click();
        await page.waitForURL((url) => url.pathname === '/index');
        await expectVisible(welcomeHeading(page, language, ACCOUNTS.admin.nickName));
      } finally {
        await context.close();
      }
    },
  );

  it('is painted before any of its script files is fetched', async () => {
    // Fetched and compiled beside it, the files held the frame's first paint back (index.html's
    // #entry-start); the frame's own fields take keys meanwhile.
    const { page } = session;
    await page.goto('/login');
    await expectVisible(loginForm(page, 'zh').username);
    const { painted, scriptStarts } = await page.evaluate(() => ({
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      scriptStarts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    expect(painted).not.toBeNull();
    expect(scriptStarts.length).toBeGreaterThan(0);
    expect(Math.min(...scriptStarts)).toBeGreaterThan(painted!);
  });

  it('paints a frame from the page itself before any script runs; the login page takes its place, and fetches and runs the console only once someone types', async () => {
    // With every script held back (in a context of its own: the failed loads are the point),
    // what shows is the HTML's own frame: the logo in a card.
    const blocked = await session.browser.newContext({ baseURL: session.baseURL });
    try {
      const bare = await blocked.newPage();
      await bare.route('**/assets/*.js', (route) => route.abort());
      await bare.goto('/login');
      await expectVisible(bare.locator('#boot-frame svg'));
    } finally {
      await blocked.close();
    }

    const { page } = session;
    const frame = page.locator('#boot-frame');
    await page.goto('/login');
    await expectVisible(loginForm(page, 'zh').username);
    expect(await frame.count()).toBe(0);
    // A visitor who only looks at the page fetches none of the console's files...
    const shellFetched = () =>
      page.evaluate(() =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).some((entry) =>
          /\/assets\/Layout-[\w-]+\.js$/.test(entry.name),
        ),
      );
    const ran = () => page.evaluate((end) => performance.getEntriesByName(end).length > 0, CONSOLE_AHEAD_MARKS.end);
    await page.waitForTimeout(1500);
    expect(await page.locator('link[rel="prefetch"]').count()).toBe(0);
    expect(await shellFetched()).toBe(false);
    expect(await ran()).toBe(false);
    // ...and once someone types, they are fetched and their code runs.
    await loginForm(page, 'zh').username.fill('admin');
    await expect.poll(ran, { timeout: 15_000 }).toBe(true);
    const shellRan = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).some(
        (entry) => /\/assets\/Layout-[\w-]+\.js$/.test(entry.name) && entry.initiatorType === 'script',
      ),
    );
    expect(shellRan).toBe(true);
  });
});
