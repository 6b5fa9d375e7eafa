import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buttonName, expectVisible, loginAs, mainMenu } from './support/app';
import { checkpoint, expectNoConsoleErrors, useBrowserSession } from './support/browser';
import {
  endSession,
  expectMessageOnce,
  forceFault,
  forgetFailedBackendLoads,
  untilMessageGone,
  messageText,
  SESSION_EXPIRED,
  type Fault,
} from './support/faults';
import { FAULT_EXTRAS, faultVisits, type FaultExtra } from './support/fault-visits';
import { addressOf, askBackend, type VisitAccount } from './support/screen-visits';
import { openInApp, strip, withTagsView } from './support/tabs';

// The backend failing in each way docs/api.md "Trying failures by hand" lists, forced in front of
// the real server (support/faults.ts), and an expired session ended on the server: the console
// says what went wrong once, keeps its shell and what was typed, and recovers when the backend
// does.

const ERROR_PAGE = '页面无法显示';

/** The sidebar and header stay, and the screen did not fall over into the error page. */
async function expectShellStays(page: Page, tabs = false): Promise<void> {
  await expectVisible(mainMenu(page, 'zh'));
  await expectVisible(page.getByRole('button', { name: '用户菜单', exact: true }));
  if (tabs) await expectVisible(strip(page).getByRole('tab', { selected: true }));
  expect(await page.getByRole('main').getByText(ERROR_PAGE, { exact: true }).count()).toBe(0);
}

type Row = Record<string, unknown>;
const firstRow = async (page: Page, list: string): Promise<Row> =>
  (await askBackend<{ rows: Row[] }>(page, list)).rows[0];

const nameField = (page: Page) => page.getByRole('main').getByLabel('活动名称（中文）', { exact: true });
const saveButton = (page: Page) => page.getByRole('main').getByRole('button', { name: buttonName('保存') });

describe('a failing backend', () => {
  const session = useBrowserSession();

  it(
    'a list, an editor and a detail page: one message per fault, the shell and the typed text stay, retry recovers',
    { timeout: 150_000 },
    async () => {
      const { page } = session;
      await withTagsView(page);
      await loginAs(page, 'admin');
      const activity = await firstRow(page, '/admin/activity/list');
      const course = await firstRow(page, '/admin/course/list');
      const main = page.getByRole('main');

      // The list: each fault on a search nobody asked for yet, then the refresh button once the
      // backend is back. The slow answer outlasts the 10 s timeout: only this screen waits for it.
      const searches: [Fault, string][] = [
        ['network', 'teacher'],
        ['slow', 'leader'],
        ['500', 'principal'],
        ['nonjson', 'schooladmin'],
        ['code500', 'multi'],
      ];
      for (const [fault, userName] of searches) {
        await forceFault(page, fault);
        await openInApp(page, `/system/user/index?userName=${userName}`);
        await expectMessageOnce(page, fault);
        await expectShellStays(page, true);
        await checkpoint(page, `fault-list-${fault}`);
        await forceFault(page, 'none');
        await main.getByRole('button', { name: '刷新', exact: true }).click();
        await expectVisible(main.getByRole('cell', { name: userName, exact: true }));
      }

      // The editor: a save under each fault keeps the typed name; once healthy, saving works.
      const typed = `故障演练 ${Date.now()}`;
      await openInApp(page, `/admin/activity/edit/${String(activity.activityId)}`);
      await expect.poll(() => nameField(page).inputValue()).not.toBe('');
      await nameField(page).fill(typed);
      for (const fault of ['network', '500', 'nonjson', 'code500'] as const) {
        // the same text is shown once while on screen: an earlier showing must be over
        await untilMessageGone(page, fault);
        await forceFault(page, fault);
        await saveButton(page).click();
        await expectMessageOnce(page, fault);
        await expectShellStays(page, true);
        expect(await nameField(page).inputValue()).toBe(typed);
      }
      await forceFault(page, 'none');
      await saveButton(page).click();
      await expectVisible(messageText(page, '修改成功'));
      await expectVisible(main.getByRole('cell', { name: typed, exact: true }));

      // The detail page: it fails to load, says so once per fault, and its retry brings it back.
      const detail = `/admin/course/detail/${String(course.courseId)}`;
      const faults = ['network', '500', 'nonjson', 'code500'] as const;
      for (const [i, fault] of faults.entries()) {
        await untilMessageGone(page, fault);
        await forceFault(page, fault);
        if (i === 0) await openInApp(page, detail);
        else await main.getByRole('button', { name: buttonName('重试') }).click();
        await expectMessageOnce(page, fault);
        await expectShellStays(page, true);
        await checkpoint(page, `fault-detail-${fault}`);
      }
      await forceFault(page, 'none');
      await main.getByRole('button', { name: buttonName('重试') }).click();
      await expectVisible(main.getByText(String(course.title), { exact: true }));

      forgetFailedBackendLoads(page);
      expectNoConsoleErrors(page);
    },
  );

  it(
    'an expired session in the middle of an edit: one re-login prompt, and the typed text comes back after logging in',
    { timeout: 90_000 },
    async () => {
      const { page } = session;
      await loginAs(page, 'admin');
      const activity = await firstRow(page, '/admin/activity/list');
      const editor = `/admin/activity/edit/${String(activity.activityId)}`;
      await openInApp(page, editor);
      await expect.poll(() => nameField(page).inputValue()).not.toBe('');
      const typed = `会话过期前输入 ${Date.now()}`;
      await nameField(page).fill(typed);
      // The unsaved mark says the editor holds the typed text as unsaved.
      await expectVisible(page.getByRole('main').getByRole('status').filter({ hasText: '未保存' }));
      // the local draft is written half a second after typing stops
      await page.waitForTimeout(1_000);

      // the session ends on the server, as one left idle too long: the save is its next call
      await endSession(page);
      await saveButton(page).click();
      const prompt = page.getByRole('dialog').filter({ hasText: SESSION_EXPIRED });
      await expectVisible(prompt);
      await page.waitForTimeout(400);
      expect(await prompt.count()).toBe(1);
      expect(await nameField(page).inputValue()).toBe(typed);
      await checkpoint(page, 'fault-expired-prompt');

      await prompt.getByRole('button', { name: buttonName('重新登录') }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      await loginAs(page, 'admin');
      await openInApp(page, editor);
      await page
        .getByRole('main')
        .getByRole('button', { name: buttonName('恢复') })
        .click();
      await expect.poll(() => nameField(page).inputValue()).toBe(typed);
      await saveButton(page).click();
      await expectVisible(messageText(page, '修改成功'));
      expectNoConsoleErrors(page);
    },
  );

  /**
   * Opens every screen of the account under one of the cheap faults, taken in turn so that each
   * screen's message is a fresh one (the same text is shown once while on screen).
   */
  async function sweep(page: Page, account: VisitAccount): Promise<void> {
    await loginAs(page, account);
    const stops: { name: string; address: string; extra: FaultExtra }[] = [];
    for (const visit of faultVisits(account)) {
      const extra = FAULT_EXTRAS[visit.screen] ?? {};
      const address = extra.path ? await extra.path(page) : await addressOf(visit, page);
      stops.push({ name: visit.screen, address, extra });
    }

    const rotation = ['500', 'code500', 'nonjson', 'network'] as const;
    for (const [i, { name, address, extra }] of stops.entries()) {
      const fault = rotation[i % rotation.length];
      // its previous showing must be over, or the screen's own failure would not show it again
      await untilMessageGone(page, fault);
      await forceFault(page, fault);
      await openInApp(page, address);
      await extra.act?.(page);
      if (!extra.quiet) await expectMessageOnce(page, fault);
      await expectShellStays(page);
      await checkpoint(page, `fault-sweep-${name.replaceAll('/', '-')}`);
    }
    await forceFault(page, 'none');
    forgetFailedBackendLoads(page);
    expectNoConsoleErrors(page);
  }

  it('a fault forced just after logging in finds the session loaded: the shell stays', async () => {
    const { page } = session;
    // the user's details answer late, as on a busy machine
    await page.route('**/csp/getInfo', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.fallback();
    });
    await loginAs(page, 'schooladmin');
    await forceFault(page, 'network');
    await expectShellStays(page);
    expect(new URL(page.url()).pathname).toBe('/index');
    await forceFault(page, 'none');
    forgetFailedBackendLoads(page);
    expectNoConsoleErrors(page);
  });

  it('every screen of the administrator: one message, the shell stays', { timeout: 240_000 }, async () => {
    await sweep(session.page, 'admin');
  });

  it("every screen of a teacher's workspace: one message, the shell stays", { timeout: 90_000 }, async () => {
    await sweep(session.page, 'teacher');
  });

  it('every screen of a school administrator: one message, the shell stays', { timeout: 60_000 }, async () => {
    await sweep(session.page, 'schooladmin');
  });
});
