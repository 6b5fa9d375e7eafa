import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { asc, count, eq } from 'drizzle-orm';
import { i18n } from '@/i18n';
import { approvals, schools, userRoles, users } from '../../../server/db/schema';
import { renderApp } from '../helpers/app';
import { resetFeedback } from '../helpers/feedback';
import { runOnRealServer, serverDb } from '../helpers/real-server';
import { loggedInAs } from '../helpers/session';
import { questionDialog, topDialog as dialog } from '../system/helpers/dialogs';

runOnRealServer();
afterEach(resetFeedback);

// Whole-app flows on a shared, loaded machine: more time than a single widget test needs.
const SLOW = { timeout: 60_000 };
const OK = /确\s?定/;
const SCHOOL_ONE = '北京市海淀区实验小学';

async function openApprovals(username = 'schooladmin') {
  await loggedInAs(username);
  renderApp('/admin/approval/index');
  // the first screen of a file loads its lazy chunks cold, slowly on a loaded machine
  const table = await screen.findByRole('table', {}, { timeout: 30_000 });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), { timeout: 10_000 });
  return table;
}

const dataRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
// Text queries rather than role queries across the whole app: jsdom computes styles for every
// candidate of a role query, which takes minutes on a page this size.
const rowOf = (table: HTMLElement, text: string) => within(table).getByText(text).closest('tr') as HTMLElement;
const buttonWithText = async (text: string) => (await screen.findByText(text)).closest('button') as HTMLElement;
/** An applicant's application as the server holds it. */
const application = async (userName: string) =>
  (await serverDb().select().from(approvals).where(eq(approvals.applicantUserName, userName)))[0];
/** An account as the server holds it, with the ids of the roles it holds. */
async function userNamed(userName: string) {
  const [account] = await serverDb().select().from(users).where(eq(users.userName, userName));
  const held = await serverDb()
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(eq(userRoles.userId, account.userId))
    .orderBy(asc(userRoles.roleId));
  return { ...account, roleIds: held.map((r) => r.roleId) };
}

describe('approval screen', SLOW, () => {
  it("shows a school admin only their school's applications, without a school filter", async () => {
    const table = await openApprovals();
    const [{ own }] = await serverDb().select({ own: count() }).from(approvals).where(eq(approvals.schoolId, 1));
    await waitFor(() => expect(dataRows(table)).toHaveLength(own));
    expect(within(table).getAllByText(SCHOOL_ONE)).toHaveLength(own);
    expect(within(screen.getByRole('search')).queryByRole('combobox', { name: '学校' })).toBeNull();
    // decided applications cannot be chosen again
    expect(within(rowOf(table, 'machao')).getByRole('checkbox')).toBeDisabled();
    // a principal's application waits for the platform: the school cannot choose it
    expect(within(rowOf(table, 'zhoujun')).getByRole('checkbox')).toBeDisabled();
    expect(within(rowOf(table, 'xuting')).getByText('本校暂无该学科教师岗位')).toBeInTheDocument();
  });

  it('approves one application after a confirmation; the applicant gets the role at the school', async () => {
    const user = userEvent.setup();
    const table = await openApprovals();
    await user.click(within(rowOf(table, 'huangfang')).getByText('通过'));
    const ask = await questionDialog('确认通过黄芳的申请吗？通过后其将获得该学校的角色并可登录。');
    await user.click(ask.getByRole('button', { name: OK }));
    expect(await screen.findByText('审批已通过')).toBeInTheDocument();
    expect((await application('huangfang')).status).toBe('1');
    expect(await userNamed('huangfang')).toMatchObject({ schoolId: 1, roleIds: [4] });
    await waitFor(() => expect(within(rowOf(table, 'huangfang')).getByText('已通过')).toBeInTheDocument());
    expect(within(rowOf(table, 'huangfang')).getByText('schooladmin')).toBeInTheDocument();
  });

  it('cancelling the confirmation decides nothing', async () => {
    const user = userEvent.setup();
    const table = await openApprovals();
    await user.click(within(rowOf(table, 'sunli')).getByText('通过'));
    const ask = await questionDialog('确认通过孙丽的申请吗？通过后其将获得该学校的角色并可登录。');
    await user.click(ask.getByRole('button', { name: /取\s?消/ }));
    expect((await application('sunli')).status).toBe('0');
  });

  it('rejects the selected applications with a reason', async () => {
    const user = userEvent.setup();
    const table = await openApprovals();
    await user.click(within(rowOf(table, 'sunli')).getByRole('checkbox'));
    await user.click(within(rowOf(table, 'wulei')).getByRole('checkbox'));
    await user.click(await buttonWithText('批量驳回 (2)'));
    expect(await dialog().findByText('确认驳回孙丽、吴磊的申请吗？')).toBeInTheDocument();
    await user.type(dialog().getByLabelText('驳回原因（选填）'), '岗位已满');
    await user.click(dialog().getByRole('button', { name: OK }));
    expect(await screen.findByText('已驳回所选申请')).toBeInTheDocument();
    for (const name of ['sunli', 'wulei'])
      expect(await application(name)).toMatchObject({ status: '2', reason: '岗位已满' });
    expect((await userNamed('sunli')).roleIds).toEqual([]);
  });

  it('sets a school to automatic approval (the mode is required)', async () => {
    const user = userEvent.setup();
    await openApprovals('admin');
    // several schools: the filter is offered
    expect(await within(screen.getByRole('search')).findByRole('combobox', { name: '学校' })).toBeInTheDocument();
    await user.click(await buttonWithText('审批配置'));
    expect(await dialog().findByText(SCHOOL_ONE)).toBeInTheDocument();
    await user.click(dialog().getByText('自动审批'));
    await user.click(dialog().getByRole('button', { name: OK }));
    expect(await screen.findByText('审批方式已保存')).toBeInTheDocument();
    const [school] = await serverDb().select().from(schools).where(eq(schools.schoolId, 1));
    expect(school.approvalMode).toBe('0');
  });

  it('says an application the school accepted by itself was accepted automatically, in either language', async () => {
    const table = await openApprovals('admin');
    const accepted = await application('heyong');
    expect(accepted).toMatchObject({ mode: '0', status: '1' });
    await waitFor(() => expect(within(rowOf(table, 'heyong')).getByText('自动通过')).toBeInTheDocument());
    await i18n.changeLanguage('en');
    try {
      await waitFor(() =>
        expect(within(rowOf(table, 'heyong')).getByText('Accepted automatically')).toBeInTheDocument(),
      );
    } finally {
      await i18n.changeLanguage('zh');
    }
  });
});
