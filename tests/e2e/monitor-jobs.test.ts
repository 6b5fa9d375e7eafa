import { describe, expect, it } from 'vitest';
import { buttonName, expectHidden, expectVisible, loginAs, mainMenu } from './support/app';
import { expectNoConsoleErrors, useBrowserSession, shotsFolder } from './support/browser';
import { confirmQuestion, dialogWith, rowWith } from './system-helpers';

// Monitoring → Scheduled jobs as the administrator uses it, on the real server (which registers
// and schedules the jobs at start): open it from the menu, run the log retention now and find the
// run among its runs, pause it and resume it; and how it draws at 1366 and 390 px in both languages.

const SHOTS = shotsFolder('monitor-jobs');
const JOB = '日志清理';

describe('monitoring: the scheduled jobs', () => {
  const session = useBrowserSession();

  it(
    'runs the log retention now, shows the run among its runs, pauses and resumes it',
    { timeout: 120_000 },
    async () => {
      const page = session.page;
      await loginAs(page, 'admin');
      const menu = mainMenu(page, 'zh');
      await menu.getByRole('menuitem', { name: '系统监控' }).click();
      await menu.getByRole('link', { name: '定时任务', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/monitor/job/index');
      const row = rowWith(page, JOB);
      await expectVisible(row.getByText('每 24 小时'));

      await row.getByRole('button', { name: '执行一次' }).click();
      await confirmQuestion(page, `是否确认立即执行一次任务"${JOB}"？`);
      await expectVisible(page.getByText(`任务"${JOB}"已执行`));
      await expectVisible(row.getByText('成功'));

      await row.getByRole('button', { name: '执行记录' }).click();
      const runs = dialogWith(page, `任务"${JOB}"的执行记录`);
      const manual = runs.getByRole('row').filter({ hasText: '手动执行' });
      await expectVisible(manual.first());
      expect(await manual.first().textContent()).toMatch(
        /操作日志删除 \d+ 条（保留 180 天），登录日志删除 \d+ 条（保留 180 天）/,
      );
      await runs.getByRole('button', { name: /close|关闭/i }).click();
      await expectHidden(runs);

      await row.getByRole('button', { name: '暂停' }).click();
      await confirmQuestion(page, `是否确认暂停任务"${JOB}"？暂停后各实例都不再执行它，直到恢复。`);
      await expectVisible(page.getByText(`任务"${JOB}"已暂停`));
      await row.getByRole('button', { name: '恢复' }).click();
      await confirmQuestion(page, `是否确认恢复任务"${JOB}"？恢复后它按周期执行。`);
      await expectVisible(page.getByText(`任务"${JOB}"已恢复`));
      await expectVisible(row.getByRole('button', { name: '暂停' }));
      expectNoConsoleErrors(page);
    },
  );

  it(
    'draws the list and the runs at 1366 and 390 px in both languages, with no sideways scroll',
    { timeout: 240_000 },
    async () => {
      for (const language of ['zh', 'en'] as const) {
        const page = await (await session.newContext()).newPage();
        await loginAs(page, 'admin', undefined, { language });
        const name = language === 'zh' ? JOB : 'Log retention';
        // a run to show: the last run's cell and a row among the runs
        await page.goto('/monitor/job/index');
        await rowWith(page, name)
          .getByRole('button', { name: language === 'zh' ? '执行一次' : 'Run now' })
          .click();
        await page
          .getByRole('dialog')
          .getByRole('button', { name: buttonName(language === 'zh' ? '确定' : 'OK') })
          .click();
        await expectVisible(page.getByText(language === 'zh' ? `任务"${JOB}"已执行` : '"Log retention" has run'));
        for (const width of [1366, 390]) {
          await page.setViewportSize({ width, height: width > 500 ? 800 : 844 });
          await page.goto('/monitor/job/index');
          await expectVisible(page.getByRole('main').getByText(name, { exact: true }).first());
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
          await page.screenshot({ path: `${SHOTS}/job-${width}-${language}.png`, fullPage: true });
          await page
            .getByRole('button', { name: language === 'zh' ? '执行记录' : 'Runs' })
            .first()
            .click();
          await expectVisible(page.getByRole('dialog').filter({ hasText: name }));
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
          await page.screenshot({ path: `${SHOTS}/job-runs-${width}-${language}.png`, fullPage: true });
          await page.keyboard.press('Escape');
          await expectHidden(page.getByRole('dialog'));
        }
        expectNoConsoleErrors(page);
      }
    },
  );
});
