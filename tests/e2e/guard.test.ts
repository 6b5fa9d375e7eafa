import { describe, expect, it } from 'vitest';
import { expectVisible, loginAs, loginForm, mainMenu, welcomeHeading } from './support/app';
import { dialogsOf, expectNoConsoleErrors, useBrowserSession } from './support/browser';
import { ACCOUNTS, LABELS } from './support/labels';

const zh = LABELS.zh;
const SCHOOL_LIST = { path: '/admin/school/index', title: '学校列表', firstSchool: '北京市海淀区实验小学' };

describe('route guard', () => {
  const session = useBrowserSession();

  it('sends a deep link to the login page and back to it after login; a reload stays there', async () => {
    const { page } = session;
    const wanted = `${SCHOOL_LIST.path}?x=1`;
    await page.goto(wanted);

    await page.waitForURL((url) => url.pathname === '/login');
    const loginUrl = new URL(page.url());
    expect(loginUrl.searchParams.get('redirect')).toBe(wanted);
    await expectVisible(loginForm(page, 'zh').username);

    await loginAs(page, 'admin');

    await page.waitForURL((url) => url.pathname + url.search === wanted);
    const main = page.getByRole('main');
    await expectVisible(main.getByText(SCHOOL_LIST.firstSchool, { exact: true }));
    await expectVisible(mainMenu(page, 'zh').getByRole('link', { name: SCHOOL_LIST.title, exact: true }));

    await page.reload();

    await expectVisible(main.getByText(SCHOOL_LIST.firstSchool, { exact: true }));
    const after = new URL(page.url());
    expect(after.pathname + after.search).toBe(wanted);
    await expectVisible(mainMenu(page, 'zh'));
    expectNoConsoleErrors(page);
  });

  it('sends a logged-in user away from the login pages to the home page', async () => {
    const { page } = session;
    await loginAs(page, 'admin');
    await expectVisible(welcomeHeading(page, 'zh', ACCOUNTS.admin.nickName));

    for (const loginPath of ['/login', '/admin/login']) {
      await page.goto(loginPath);
      await page.waitForURL((url) => url.pathname === '/index');
      await expectVisible(welcomeHeading(page, 'zh', ACCOUNTS.admin.nickName));
      expect(await loginForm(page, 'zh').form.count()).toBe(0);
    }
    expectNoConsoleErrors(page);
  });

  it('sends an unknown path to /404', async () => {
    const { page } = session;
    await loginAs(page, 'admin');

    await page.goto('/no/such/page?y=2');

    await page.waitForURL((url) => url.pathname === '/404');
    await expectVisible(page.getByRole('heading', { name: zh.notFound, exact: true }));
    expectNoConsoleErrors(page);
  });

  describe('does not follow a redirect parameter off the site', () => {
    const attempts = [
      '//evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '/\\evil.example',
      '/%5Cevil.example',
    ];

    it.each(attempts)('redirect=%s lands on /index', async (target) => {
      const { page, baseURL } = session;
      const origin = new URL(baseURL).origin;
      const navigations: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) navigations.push(frame.url());
      });
      await page.goto(`/login?redirect=${encodeURIComponent(target)}`);
      expect(new URL(page.url()).searchParams.get('redirect')).toBe(target);

      await loginAs(page, 'admin');

      // Polling shows where the app went when it is not /index.
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe('/index');
      await expectVisible(welcomeHeading(page, 'zh', ACCOUNTS.admin.nickName));
      // Give a late redirect a moment to show itself.
      await page.waitForTimeout(300);
      const final = new URL(page.url());
      expect(final.origin).toBe(origin);
      expect(final.pathname).toBe('/index');
      expect(navigations.filter((url) => !url.startsWith(`${origin}/`))).toEqual([]);
      expect(dialogsOf(page)).toEqual([]);
      expectNoConsoleErrors(page);
    });
  });
});
