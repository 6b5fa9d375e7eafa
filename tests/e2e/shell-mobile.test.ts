import { describe, expect, it } from 'vitest';
import { expectHidden, expectVisible, loginAs, mainMenu, welcomeHeading } from './support/app';
import { checkpoint, expectNoConsoleErrors, useBrowserSession } from './support/browser';
import { ACCOUNTS, MENU_GROUPS } from './support/labels';

const groups = MENU_GROUPS.zh;

describe('phone width (390 px)', () => {
  const session = useBrowserSession();

  it('keeps the sidebar in a drawer that an overlay and every navigation close', async () => {
    const context = await session.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    // The desktop preference says "open"; a phone still starts with the drawer closed.
    await page.addInitScript(() => localStorage.setItem('sidebarStatus', '1'));
    await loginAs(page, 'admin');
    await expectVisible(welcomeHeading(page, 'zh', ACCOUNTS.admin.nickName));
    const sidebar = mainMenu(page, 'zh');
    const overlay = page.getByRole('button', { name: '关闭菜单', exact: true });
    expect(await sidebar.count()).toBe(0);
    // No room for search, full screen and size on a phone.
    for (const name of ['搜索菜单', '全屏', '布局大小'])
      expect(await page.getByRole('button', { name }).count()).toBe(0);

    const toggle = page.getByRole('button', { name: '展开侧边栏', exact: true });
    await toggle.click();
    await expectVisible(sidebar);
    await expectVisible(overlay);
    await checkpoint(page, 'phone-sidebar-open');

    // Navigating closes it.
    await sidebar.getByRole('menuitem', { name: groups.schools, exact: true }).click();
    await sidebar.getByRole('link', { name: '学校列表', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/admin/school/index');
    await expectHidden(sidebar);
    expect(await overlay.count()).toBe(0);

    // The overlay beside the drawer closes it.
    await toggle.click();
    await expectVisible(sidebar);
    await overlay.click({ position: { x: 340, y: 400 } });
    await expectHidden(sidebar);
    expect(await overlay.count()).toBe(0);

    // A group chosen in the top bar opens the drawer with that group.
    await page
      .getByRole('navigation', { name: '顶部菜单', exact: true })
      .getByRole('menuitem', { name: '更多菜单' })
      .click();
    await page.getByRole('menuitem', { name: groups.operations, exact: true }).click();
    await expectVisible(sidebar.getByRole('link', { name: '活动管理', exact: true }));
    await overlay.click({ position: { x: 340, y: 400 } });
    await expectHidden(sidebar);
    expectNoConsoleErrors(page);
  });

  it('scrolls a long page back to the top', async () => {
    // The animation is what is checked here; with "reduce motion" antd jumps straight up.
    const context = await session.newContext({ viewport: { width: 390, height: 844 }, reducedMotion: 'no-preference' });
    const page = await context.newPage();
    await loginAs(page, 'admin');
    await expectVisible(welcomeHeading(page, 'zh', ACCOUNTS.admin.nickName));
    // Whatever the home page holds today, make it long enough for the control (shown past 400 px).
    await page.getByRole('main').evaluate((main) => {
      const filler = document.createElement('div');
      filler.style.height = '3000px';
      main.append(filler);
    });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const start = await page.evaluate(() => window.scrollY);
    expect(start).toBeGreaterThan(400);
    // The page records where each scroll lands: a test process slowed by a loaded machine may look
    // only after the 800 ms are over, and would then see the end of the animation as if it were a jump.
    await page.evaluate(() => {
      const stops: number[] = [];
      (window as unknown as { scrollStops: number[] }).scrollStops = stops;
      window.addEventListener('scroll', () => stops.push(window.scrollY));
    });
    const backTop = page.getByRole('button', { name: '回到顶部' });
    await expectVisible(backTop);
    await backTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 3_000 }).toBe(0);
    // An animation (800 ms), not a jump: the page passed through places between the bottom and the top.
    const stops = await page.evaluate(() => (window as unknown as { scrollStops: number[] }).scrollStops);
    expect(stops.filter((y) => y > 0 && y < start).length).toBeGreaterThan(0);
    expectNoConsoleErrors(page);
  });
});
