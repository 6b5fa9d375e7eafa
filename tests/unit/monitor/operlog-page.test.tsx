import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { i18n } from '@/i18n';
import { configs, operLogs } from '../../../server/db/schema';
import { call, login } from '../../server/helpers/client';
import { renderApp } from '../helpers/app';
import { resetFeedback } from '../helpers/feedback';
import { runOnRealServer, serverDb } from '../helpers/real-server';
import { loggedInAs } from '../helpers/session';
import { openDialogs, questionDialog, topDialog } from '../system/helpers/dialogs';

// Monitoring → Operation log as the platform's and a school's administrator use it: the entries
// the server recorded for writes made through its API, their details old → new in the user's
// language, delete and clean behind their questions, and who has which button.

runOnRealServer();
afterEach(async () => {
  resetFeedback();
  await i18n.changeLanguage('zh');
});

const SLOW = 60_000;
const OK = /确\s?定/;
const CANCEL = /取\s?消/;

/** An administrator changes a parameter's value through the API, as the parameters screen does. */
async function changeParameter(key: string, value: string) {
  const token = await login('admin');
  const [row] = await serverDb().select().from(configs).where(eq(configs.configKey, key));
  const answer = await call('/system/config', {
    method: 'PUT',
    token,
    body: {
      configId: row.configId,
      configKey: row.configKey,
      configNameZh: row.configName,
      configNameEn: row.configNameEn,
      configValue: value,
      configType: row.configType,
    },
  });
  expect(answer.code).toBe(200);
  return row.configValue;
}

async function changeCourseStatus(courseId: number, status: '0' | '1') {
  const token = await login('admin');
  const answer = await call('/admin/course/changeStatus', { method: 'PUT', token, body: { courseId, status } });
  expect(answer.code).toBe(200);
}

async function openLog(account = 'admin') {
  await loggedInAs(account);
  renderApp('/monitor/operlog/index');
  const table = await screen.findByRole('table', {}, { timeout: 15_000 });
  return { table, user: userEvent.setup() };
}

const rowOf = (table: HTMLElement, text: string) => within(table).getByText(text).closest('tr') as HTMLElement;

describe('operation log screen', () => {
  it(
    'lists the entries with the module and operation named in Chinese for a Chinese reader',
    async () => {
      await changeParameter('site.contact.email', 'help@school.example');
      const { table } = await openLog();
      const row = (await within(table).findByText('参数设置')).closest('tr')!;
      expect(row).toHaveTextContent('修改');
      expect(row).toHaveTextContent('admin');
      expect(row).toHaveTextContent('成功');
      expect(screen.getByRole('columnheader', { name: '浏览器 / 系统' })).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'names them in English for an English reader',
    async () => {
      await changeParameter('site.contact.email', 'help@school.example');
      await i18n.changeLanguage('en');
      const { table } = await openLog();
      const row = (await within(table).findByText('Parameters')).closest('tr')!;
      expect(row).toHaveTextContent('Edit');
      expect(row).toHaveTextContent('Succeeded');
      expect(screen.getByRole('columnheader', { name: 'Browser / system' })).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    "shows an entry's changes old → new with the fields' labels and dictionary values",
    async () => {
      const before = await changeParameter('site.contact.email', 'help@school.example');
      await changeCourseStatus(1, '1');
      const { table, user } = await openLog();

      await user.click(within(await waitFor(() => rowOf(table, '参数设置'))).getByRole('button', { name: '详情' }));
      // the role by its name in the reader's language, its key beside it
      await waitFor(() => expect(topDialog().getByText('超级管理员 (admin)')).toBeInTheDocument());
      const parameter = await waitFor(() => within(topDialog().getByRole('region', { name: /^参数 \d+$/ })));
      const value = parameter.getByText('参数键值').closest('tr')!;
      expect(value).toHaveTextContent(before);
      expect(value).toHaveTextContent('help@school.example');
      expect(parameter.getByRole('columnheader', { name: '修改前' })).toBeInTheDocument();
      expect(parameter.getByRole('columnheader', { name: '修改后' })).toBeInTheDocument();
      await user.click(topDialog().getByRole('button', { name: /close|关闭/i }));
      await waitFor(() => expect(openDialogs()).toHaveLength(0));

      await user.click(within(rowOf(table, '课程管理')).getByRole('button', { name: '详情' }));
      const course = await waitFor(() => within(topDialog().getByRole('region', { name: '课程 1' })));
      // the status is shown as its dictionary's labels, not '0' → '1'
      await waitFor(() => expect(course.getByText('状态').closest('tr')).toHaveTextContent(/正常\s*停用/));
    },
    SLOW,
  );

  it(
    'locks the checkbox of an entry that records a deletion of the log',
    async () => {
      await changeParameter('site.contact.email', 'help@school.example');
      await changeParameter('site.contact.email', 'desk@school.example');
      const token = await login('admin');
      const [oldest] = await serverDb().select().from(operLogs).orderBy(operLogs.operId).limit(1);
      expect((await call(`/monitor/operlog/${oldest.operId}`, { method: 'DELETE', token })).code).toBe(200);
      const [kept] = await serverDb().select().from(operLogs).where(eq(operLogs.kept, true));

      const { table } = await openLog();
      const keptBox = await within(table).findByRole('checkbox', { name: new RegExp(`^日志 ${kept.operId}：`) });
      expect(keptBox).toBeDisabled();
      const others = within(table)
        .getAllByRole('checkbox')
        .filter((box) => /^日志 \d+：/.test(box.getAttribute('aria-label') ?? '') && box !== keptBox);
      expect(others.length).toBeGreaterThan(0);
      for (const box of others) expect(box).toBeEnabled();
      // and its row offers no delete
      expect(within(keptBox.closest('tr')!).queryByRole('button', { name: /删\s?除/ })).toBeNull();
    },
    SLOW,
  );

  it(
    'asks before cleaning the log, and keeps the entry that records the clean-up',
    async () => {
      await changeParameter('site.contact.email', 'help@school.example');
      const { table, user } = await openLog();
      await within(table).findByText('参数设置');
      const question = '是否确认清空您能看到的全部操作日志？记录删除或清空日志的条目会保留。';

      await user.click(screen.getByRole('button', { name: /清\s?空/ }));
      await user.click((await questionDialog(question)).getByRole('button', { name: CANCEL }));
      expect(await serverDb().select().from(operLogs).where(eq(operLogs.module, 'config'))).toHaveLength(1);

      await user.click(screen.getByRole('button', { name: /清\s?空/ }));
      await waitFor(() => expect(screen.getAllByText(question).length).toBeGreaterThan(1));
      await user.click((await questionDialog(question)).getByRole('button', { name: OK }));
      expect(await screen.findByText('清空成功')).toBeInTheDocument();
      const left = await serverDb().select().from(operLogs);
      expect(left.map((entry) => [entry.module, entry.businessType, entry.kept])).toEqual([['monitor', 'clean', true]]);
      await waitFor(() => expect(within(table).queryByText('参数设置')).toBeNull());
      expect(await within(table).findByText('系统监控')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    "gives a school's administrator the list and export but neither delete nor clean",
    async () => {
      await openLog('schooladmin');
      expect(await screen.findByRole('button', { name: /导\s?出/ })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /清\s?空/ })).toBeNull();
      expect(screen.queryByRole('button', { name: /^删\s?除$/ })).toBeNull();
    },
    SLOW,
  );
});

describe('a record’s history', () => {
  it(
    "shows on the course editor that course's entries, newest first, with what each changed",
    async () => {
      await changeCourseStatus(1, '1');
      await changeCourseStatus(2, '1');
      await changeCourseStatus(1, '0');
      await loggedInAs('admin');
      renderApp('/admin/course/edite_course/1');
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: /历\s?史/ }, { timeout: 20_000 }));

      const history = await waitFor(() => topDialog());
      const entries = await history.findAllByRole('article');
      expect(entries).toHaveLength(2);
      // newest first: back to normal, then the disabling
      expect(within(entries[0]).getByText('状态').closest('tr')).toHaveTextContent(/停用\s*正常/);
      expect(within(entries[1]).getByText('状态').closest('tr')).toHaveTextContent(/正常\s*停用/);
      for (const entry of entries) {
        expect(entry).toHaveAccessibleName(/admin · 课程管理 · 修改$/);
        expect(
          within(entry)
            .getAllByRole('region')
            .map((r) => r.getAttribute('aria-label')),
        ).toEqual(['课程 1']);
      }
    },
    SLOW,
  );
});
