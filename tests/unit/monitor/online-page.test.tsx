import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/i18n';
import { call, login } from '../../server/helpers/client';
import { renderApp } from '../helpers/app';
import { resetFeedback } from '../helpers/feedback';
import { runOnRealServer } from '../helpers/real-server';
import { loggedInAs } from '../helpers/session';
import { openDialogs, questionDialog } from '../system/helpers/dialogs';

// Monitoring → Online users (monitor/online/index): every live session, the administrator's own
// marked, and "Force logout", which asks first and then ends the session on the server.

runOnRealServer();
afterEach(async () => {
  resetFeedback();
  await i18n.changeLanguage('zh');
});

const SLOW = { timeout: 60_000 };

async function openOnline() {
  await loggedInAs('admin');
  renderApp('/monitor/online/index');
  const table = await screen.findByRole('table', {}, { timeout: 30_000 });
  await within(table).findByText('teacher');
  return table;
}

const rowOf = (table: HTMLElement, name: string) =>
  within(table)
    .getAllByRole('row')
    .find((row) => within(row).queryByText(name, { exact: true })) as HTMLElement;

describe('the online users screen', () => {
  it("marks the caller's own session, whose force logout is not offered", SLOW, async () => {
    await login('teacher');
    const table = await openOnline();
    const own = rowOf(table, 'admin');
    expect(within(own).getByText('本设备')).toBeInTheDocument();
    expect(within(own).getByRole('button', { name: '强退' })).toBeDisabled();
    expect(within(rowOf(table, 'teacher')).queryByText('本设备')).toBeNull();
  });

  it('force-logs-out a session after asking: its next call is refused', SLOW, async () => {
    const user = userEvent.setup();
    const teacher = await login('teacher');
    const table = await openOnline();
    const question = '是否确认强退用户"teacher"的这个会话？';

    await user.click(within(rowOf(table, 'teacher')).getByRole('button', { name: '强退' }));
    await user.click((await questionDialog(question)).getByRole('button', { name: /取\s?消/ }));
    await waitFor(() => expect(openDialogs()).toHaveLength(0));
    expect((await call('/getInfo', { token: teacher })).code).toBe(200);

    await user.click(within(rowOf(table, 'teacher')).getByRole('button', { name: '强退' }));
    await user.click((await questionDialog(question)).getByRole('button', { name: /确\s?定/ }));
    expect(await screen.findByText('用户"teacher"已强退')).toBeInTheDocument();
    expect((await call('/getInfo', { token: teacher })).code).toBe(401);
    await waitFor(() => expect(within(table).queryByText('teacher')).toBeNull());
  });

  it('names its columns and action in English', SLOW, async () => {
    await i18n.changeLanguage('en');
    await login('teacher');
    const table = await openOnline();
    expect(within(table).getByRole('columnheader', { name: 'Last activity' })).toBeInTheDocument();
    expect(within(rowOf(table, 'teacher')).getByRole('button', { name: 'Force logout' })).toBeEnabled();
    expect(within(rowOf(table, 'admin')).getByText('This device')).toBeInTheDocument();
  });
});
