import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/i18n';
import { ensureJobs } from '../../../server/areas/monitor/jobs/runner';
import { call, login, setConfig } from '../../server/helpers/client';
import { clock, db } from '../../server/helpers/harness';
import { renderApp } from '../helpers/app';
import { resetFeedback } from '../helpers/feedback';
import { runOnRealServer } from '../helpers/real-server';
import { loggedInAs } from '../helpers/session';
import { openDialogs, questionDialog, topDialog } from '../system/helpers/dialogs';

// Monitoring → Scheduled jobs (monitor/job/index): each registered job by its name and
// description in the user's language, its schedule in words, its state and runs; pause and resume
// and "run now" ask first, then say so and refresh the list; Runs opens the job's runs.

runOnRealServer();
// the server makes the jobs' rows at start
beforeEach(() => ensureJobs(db(), clock));
afterEach(async () => {
  resetFeedback();
  await i18n.changeLanguage('zh');
});

const SLOW = { timeout: 60_000 };

async function openJobs(name = '日志清理') {
  await loggedInAs('admin');
  renderApp('/monitor/job/index');
  const table = await screen.findByRole('table', {}, { timeout: 30_000 });
  await within(table).findByText(name);
  return table;
}

const rowOf = (table: HTMLElement, name: string) =>
  within(table)
    .getAllByRole('row')
    .find((row) => within(row).queryByText(name, { exact: true })) as HTMLElement;

describe('the scheduled jobs screen', () => {
  it('names the job, its schedule and state in Chinese, and shows it never ran', SLOW, async () => {
    const table = await openJobs();
    const row = rowOf(table, '日志清理');
    expect(within(row).getByText(/删除操作日志和登录日志/)).toBeInTheDocument();
    expect(within(row).getByText('每 24 小时')).toBeInTheDocument();
    expect(within(row).getByText('正常')).toBeInTheDocument();
    expect(within(row).getByText('从未执行')).toBeInTheDocument();
  });

  it('runs the job now after asking, says so, and shows the run in the list and its runs', SLOW, async () => {
    const user = userEvent.setup();
    const table = await openJobs();
    await user.click(within(rowOf(table, '日志清理')).getByRole('button', { name: '执行一次' }));
    await user.click(
      (await questionDialog('是否确认立即执行一次任务"日志清理"？')).getByRole('button', { name: /确\s?定/ }),
    );
    expect(await screen.findByText('任务"日志清理"已执行')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf(table, '日志清理')).getByText('成功')).toBeInTheDocument());

    await user.click(within(rowOf(table, '日志清理')).getByRole('button', { name: '执行记录' }));
    const runs = await waitFor(() => topDialog());
    expect(runs.getByText('任务"日志清理"的执行记录')).toBeInTheDocument();
    expect(await runs.findByText('手动执行')).toBeInTheDocument();
    expect(runs.getByText('操作日志删除 0 条（保留 180 天），登录日志删除 0 条（保留 180 天）')).toBeInTheDocument();
  });

  it('pauses and resumes the job after asking', SLOW, async () => {
    const user = userEvent.setup();
    const table = await openJobs();
    await user.click(within(rowOf(table, '日志清理')).getByRole('button', { name: '暂停' }));
    await user.click(
      (await questionDialog('是否确认暂停任务"日志清理"？暂停后各实例都不再执行它，直到恢复。')).getByRole('button', {
        name: /确\s?定/,
      }),
    );
    expect(await screen.findByText('任务"日志清理"已暂停')).toBeInTheDocument();
    const resume = await within(table).findByRole('button', { name: '恢复' });
    expect(within(rowOf(table, '日志清理')).getAllByText('暂停').length).toBeGreaterThan(0);
    await user.click(resume);
    await user.click(
      (await questionDialog('是否确认恢复任务"日志清理"？恢复后它按周期执行。')).getByRole('button', {
        name: /确\s?定/,
      }),
    );
    expect(await screen.findByText('任务"日志清理"已恢复')).toBeInTheDocument();
    await within(table).findByRole('button', { name: '暂停' });
    await waitFor(() => expect(openDialogs()).toHaveLength(0));
  });

  it('names its columns, schedule and actions in English', SLOW, async () => {
    await i18n.changeLanguage('en');
    const table = await openJobs('Log retention');
    const row = rowOf(table, 'Log retention');
    expect(within(table).getByRole('columnheader', { name: 'Next run' })).toBeInTheDocument();
    expect(within(row).getByText('every 24 hours')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Run now' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Pause' })).toBeInTheDocument();
  });

  it('words what a run did in English, and a log that keeps everything', SLOW, async () => {
    const admin = await login('admin');
    await setConfig(admin, 'monitor.logininfor.retentionDays', '0');
    expect((await call('/monitor/job/logRetention/run', { method: 'PUT', token: admin, body: {} })).code).toBe(200);
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    const table = await openJobs('Log retention');
    await user.click(within(rowOf(table, 'Log retention')).getByRole('button', { name: 'Runs' }));
    const runs = await waitFor(() => topDialog());
    expect(
      await runs.findByText('Operation log: 0 deleted (keeps 180 days); login log: 0 deleted (keeps everything)'),
    ).toBeInTheDocument();
  });
});
