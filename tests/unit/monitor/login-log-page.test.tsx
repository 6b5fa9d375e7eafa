import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/i18n';
import { MAX_FAILURES } from '../../../server/areas/account/login-guard';
import { loginReply } from '../../server/helpers/client';
import { locationOf, renderApp } from '../helpers/app';
import { resetFeedback } from '../helpers/feedback';
import { runOnRealServer } from '../helpers/real-server';
import { loggedInAs } from '../helpers/session';
import { openDialogs, questionDialog } from '../system/helpers/dialogs';

// Monitoring → Login log (monitor/logininfor/index): every attempt with its result named in the
// user's language, filters, and RuoYi's unlock button on a row.

runOnRealServer();
afterEach(async () => {
  resetFeedback();
  await i18n.changeLanguage('zh');
});

const SLOW = { timeout: 60_000 };
const OK = /确\s?定|OK/;

async function openLog() {
  await loggedInAs('admin');
  const router = renderApp('/monitor/logininfor/index');
  const table = await screen.findByRole('table', {}, { timeout: 30_000 });
  await within(table).findAllByText('admin');
  return { router, table };
}

const rowsOf = (table: HTMLElement, name: string) =>
  within(table)
    .getAllByRole('row')
    .filter((row) => within(row).queryByText(name, { exact: true }));

describe('the login log', () => {
  it('names each result in Chinese', SLOW, async () => {
    expect((await loginReply('teacher', 'nope')).code).toBe(500);
    const { table } = await openLog();
    const [teacher] = rowsOf(table, 'teacher');
    expect(within(teacher).getByText('密码错误')).toBeInTheDocument();
    expect(within(rowsOf(table, 'admin')[0]).getByText('登录成功')).toBeInTheDocument();
  });

  it('names each result in English when the console is in English', SLOW, async () => {
    await i18n.changeLanguage('en');
    expect((await loginReply('teacher', 'nope')).code).toBe(500);
    const { table } = await openLog();
    expect(within(rowsOf(table, 'teacher')[0]).getByText('Wrong password')).toBeInTheDocument();
    expect(within(rowsOf(table, 'admin')[0]).getByText('Logged in')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Result' })).toBeInTheDocument();
  });

  it('filters by result, keeping the filter in the address', SLOW, async () => {
    const user = userEvent.setup();
    expect((await loginReply('teacher', 'nope')).code).toBe(500);
    const { router, table } = await openLog();
    const form = screen.getByRole('search');
    await user.click(within(form).getByRole('combobox', { name: '登录结果' }));
    await user.click(await screen.findByRole('option', { name: '密码错误' }));
    await user.click(within(form).getByRole('button', { name: /搜\s?索/ }));
    await waitFor(() => expect(locationOf(router)).toContain('result=wrongPassword'));
    await waitFor(() => expect(within(table).queryByText('登录成功')).toBeNull());
    expect(rowsOf(table, 'teacher')).toHaveLength(1);
  });

  it('unlocks a locked account from its row: asks first, then the right password logs in', SLOW, async () => {
    const user = userEvent.setup();
    for (let i = 0; i < MAX_FAILURES; i++) await loginReply('principal', 'nope');
    expect((await loginReply('principal')).msg).toContain('锁定');
    const { table } = await openLog();
    const unlock = () => within(rowsOf(table, 'principal')[0]).getByRole('button', { name: /解\s?锁/ });
    const question = '是否确认解锁用户"principal"？';

    await user.click(unlock());
    await user.click((await questionDialog(question)).getByRole('button', { name: /取\s?消/ }));
    await waitFor(() => expect(openDialogs()).toHaveLength(0));
    expect((await loginReply('principal')).msg).toContain('锁定');

    await user.click(unlock());
    await user.click((await questionDialog(question)).getByRole('button', { name: OK }));
    expect(await screen.findByText('用户"principal"解锁成功')).toBeInTheDocument();
    expect((await loginReply('principal')).code).toBe(200);
  });

  it('cleans the whole log after a question', SLOW, async () => {
    const user = userEvent.setup();
    expect((await loginReply('teacher', 'nope')).code).toBe(500);
    const { table } = await openLog();
    await user.click(screen.getByRole('button', { name: /清\s?空/ }));
    await user.click((await questionDialog('是否确认清空所有登录日志？')).getByRole('button', { name: OK }));
    expect(await screen.findByText('清空成功')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText('teacher')).toBeNull());
  });
});
