import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  buttonName,
  captchaChangedFrom,
  captchaSrc,
  expectHidden,
  expectVisible,
  loginAs,
  mainMenu,
} from './support/app';
import { expectNoConsoleErrors, useBrowserSession, shotsFolder } from './support/browser';
import { SESSION_EXPIRED } from './support/faults';
import { MENU_GROUPS } from './support/labels';
import { confirmQuestion, labelled, rowWith } from './system-helpers';

// Monitoring as a person uses it, on the real server with two browsers: the administrator ends
// the teacher's session and the teacher's next action asks to log in again; the login log shows
// it; an account locked by wrong passwords is unlocked from its row and logs in.

/** The menu group of the monitoring screens (系统监控). */
const MONITORING = '系统监控';

const SHOTS = shotsFolder('monitor-sessions');

/** Searches the list for one account name, as typed in the search form. */
async function searchAccount(page: Page, label: string, name: string) {
  // the screen left behind stays in the page (kept tabs), hidden, with its own search form
  const search = page.getByRole('search').filter({ visible: true });
  await search.getByLabel(label).filter({ visible: true }).fill(name);
  await search
    .getByRole('button', { name: labelled('搜索') })
    .filter({ visible: true })
    .click();
  await page.waitForURL(new RegExp(`userName=${name}`));
}

/** One login of principal through the form, refused: the server's message. */
async function attempt(page: Page, password: string): Promise<string> {
  if (new URL(page.url()).pathname !== '/login') await page.goto('/login');
  const used = await captchaSrc(page, 'zh');
  const answered = page.waitForResponse((r) => r.request().method() === 'POST' && /\/login$/.test(r.url()));
  await loginAs(page, 'principal', password, { expectSuccess: false });
  const body = (await (await answered).json()) as { code: number; msg: string };
  expect(body.code).not.toBe(200);
  // a refusal brings a new captcha: the next attempt must read that one, not the one spent
  await captchaChangedFrom(page, 'zh', used);
  return body.msg;
}

describe('monitoring: sessions and the login log', () => {
  const session = useBrowserSession();

  it(
    'force-logs-out the teacher, whose next action gets the re-login dialog, and the log shows it',
    { timeout: 120_000 },
    async () => {
      const teacher = session.page;
      await loginAs(teacher, 'teacher');
      const admin = await (await session.newContext()).newPage();
      await loginAs(admin, 'admin');

      const menu = mainMenu(admin, 'zh');
      await menu.getByRole('menuitem', { name: MONITORING }).click();
      await menu.getByRole('link', { name: '在线用户', exact: true }).click();
      await admin.waitForURL((url) => url.pathname === '/monitor/online/index');
      await expectVisible(rowWith(admin, '本设备'));
      await searchAccount(admin, '用户名称', 'teacher');
      const row = rowWith(admin, 'teacher');
      await expectVisible(row);
      await row.getByRole('button', { name: '强退' }).click();
      await confirmQuestion(admin, '是否确认强退用户"teacher"的这个会话？');
      await expectVisible(admin.getByText('用户"teacher"已强退'));
      await expectHidden(row);

      // the teacher's next action: a menu click that loads a list
      await mainMenu(teacher, 'zh').getByRole('menuitem', { name: MENU_GROUPS.zh.teaching }).click();
      await mainMenu(teacher, 'zh').getByRole('link', { name: '我的课程', exact: true }).click();
      await expectVisible(teacher.getByRole('dialog').filter({ hasText: SESSION_EXPIRED }));
      await teacher
        .getByRole('dialog')
        .filter({ hasText: SESSION_EXPIRED })
        .getByRole('button', { name: buttonName('重新登录') })
        .click();
      await teacher.waitForURL((url) => url.pathname === '/login');

      await menu.getByRole('link', { name: '登录日志', exact: true }).click();
      await admin.waitForURL((url) => url.pathname === '/monitor/logininfor/index');
      // the address changes before the screen's code arrives: until the login log draws, the
      // online users screen is the visible one, with a search form of its own
      await expectVisible(admin.getByRole('columnheader', { name: '登录结果' }).filter({ visible: true }));
      await searchAccount(admin, '用户名称', 'teacher');
      await expectVisible(rowWith(admin, '强制退出').filter({ hasText: 'teacher' }));
      expectNoConsoleErrors(admin);
    },
  );

  it('unlocks an account locked by five wrong passwords from its login log row', { timeout: 120_000 }, async () => {
    const person = session.page;
    for (let i = 0; i < 5; i++) {
      const answer = await attempt(person, 'wrong-password');
      expect(answer).toMatch(i < 4 ? /密码错误/ : /锁定/);
    }
    expect(await attempt(person, 'admin123')).toMatch(/锁定/);
    await expectVisible(person.getByText(/锁定/).first());

    const admin = await (await session.newContext()).newPage();
    await loginAs(admin, 'admin');
    await admin.goto('/monitor/logininfor/index');
    await searchAccount(admin, '用户名称', 'principal');
    const locked = rowWith(admin, '账号已锁定').first();
    await expectVisible(locked);
    await locked.getByRole('button', { name: labelled('解锁') }).click();
    await confirmQuestion(admin, '是否确认解锁用户"principal"？');
    await expectVisible(admin.getByText('用户"principal"解锁成功'));

    await loginAs(person, 'principal');
    expect(new URL(person.url()).pathname).toBe('/index');
    expectNoConsoleErrors(admin);
  });

  it(
    'draws both screens and the sessions of the profile at 1366 and 390 px in both languages',
    {
      timeout: 240_000,
    },
    async () => {
      for (const language of ['zh', 'en'] as const) {
        // a second device of the administrator's, so that "My sessions" has one to end
        const other = await (await session.newContext()).newPage();
        await loginAs(other, 'admin', undefined, { language });
        const page = await (await session.newContext()).newPage();
        await loginAs(page, 'admin', undefined, { language });
        for (const width of [1366, 390]) {
          await page.setViewportSize({ width, height: width > 500 ? 800 : 844 });
          for (const [name, path] of [
            ['online', '/monitor/online/index'],
            ['logininfor', '/monitor/logininfor/index'],
          ] as const) {
            await page.goto(path);
            await expectVisible(page.getByRole('main').getByText('admin', { exact: true }).first());
            await page.screenshot({ path: `${SHOTS}/${name}-${width}-${language}.png`, fullPage: true });
          }
          await page.goto('/user/profile');
          const mine = page.getByRole('region', { name: language === 'zh' ? '我的会话' : 'My sessions' });
          await expectVisible(mine.getByText(language === 'zh' ? '本设备' : 'This device'));
          await mine.scrollIntoViewIfNeeded();
          await page.screenshot({ path: `${SHOTS}/profile-sessions-${width}-${language}.png`, fullPage: true });
        }
        expectNoConsoleErrors(page);
      }
    },
  );
});
