import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { desc, eq, isNotNull } from 'drizzle-orm';
import { users, wxUsers } from '../../../server/db/schema';
import { renderApp } from '../helpers/app';
import { resetFeedback } from '../helpers/feedback';
import { runOnRealServer, serverDb } from '../helpers/real-server';
import { loggedInAs } from '../helpers/session';
import { questionDialog } from '../system/helpers/dialogs';

runOnRealServer();
afterEach(resetFeedback);

// Whole-app flows on a shared, loaded machine: more time than a single widget test needs.
const SLOW = { timeout: 60_000 };
const OK = /确\s?定/;

async function openWxUsers() {
  await loggedInAs('admin');
  renderApp('/admin/wxuser/index');
  // the first screen of a file loads its lazy chunks cold, slowly on a loaded machine
  const table = await screen.findByRole('table', {}, { timeout: 30_000 });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), { timeout: 10_000 });
  return table;
}

const dataRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const rowOf = (table: HTMLElement, text: string) => within(table).getByText(text).closest('tr') as HTMLElement;
/** The newest WeChat user as the server holds it: the list's first row. */
async function newest() {
  const [row] = await serverDb()
    .select()
    .from(wxUsers)
    .orderBy(desc(wxUsers.createTime), desc(wxUsers.wxUserId))
    .limit(1);
  return row;
}
const statusOf = async (wxUserId: number) =>
  (await serverDb().select({ status: wxUsers.status }).from(wxUsers).where(eq(wxUsers.wxUserId, wxUserId)))[0]?.status;

describe('WeChat user screen', SLOW, () => {
  it('lists users with masked phones and their bound accounts, and filters by binding', async () => {
    const user = userEvent.setup();
    const table = await openWxUsers();
    const first = await newest();
    const row = rowOf(table, first.nickname);
    const masked = `${first.phone.slice(0, 3)}****${first.phone.slice(-4)}`;
    expect(within(row).getByText(masked)).toBeInTheDocument();
    expect(within(table).queryByText(first.phone)).toBeNull();
    const form = screen.getByRole('search');
    await user.click(within(form).getByRole('combobox', { name: '绑定账号' }));
    await user.click(await screen.findByTitle('已绑定'));
    await user.click(within(form).getByRole('button', { name: /搜\s?索/ }));
    const bound = await serverDb()
      .select({ nickname: wxUsers.nickname, nickName: users.nickName, userName: users.userName })
      .from(wxUsers)
      .innerJoin(users, eq(users.userId, wxUsers.userId))
      .where(isNotNull(wxUsers.userId));
    expect(bound.length).toBeGreaterThan(0);
    await waitFor(() => expect(dataRows(table)).toHaveLength(bound.length));
    for (const { nickname, ...account } of bound) {
      expect(within(rowOf(table, nickname)).getByText(`${account.nickName} (${account.userName})`)).toBeInTheDocument();
    }
  });

  it('disables a user after a confirmation naming them', async () => {
    const user = userEvent.setup();
    const table = await openWxUsers();
    const target = await newest();
    expect(target.status).toBe('0');
    await user.click(within(rowOf(table, target.nickname)).getByRole('switch'));
    const ask = await questionDialog(`确认要停用"${target.nickname}"吗？`);
    await user.click(ask.getByRole('button', { name: OK }));
    await waitFor(async () => expect(await statusOf(target.wxUserId)).toBe('1'));
  });
});
