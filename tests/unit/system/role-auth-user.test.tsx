import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { userRoles, users } from '../../../server/db/schema';
import { useTabsStore } from '@/stores/tabs';
import { locationOf, renderApp } from '../helpers/app';
import { loggedInAs } from '../helpers/session';
import { resetFeedback } from '../helpers/feedback';
import { runOnRealServer, serverDb } from '../helpers/real-server';
import { openDialogs, topDialog as dialog } from './helpers/dialogs';

runOnRealServer();
afterEach(resetFeedback);

const OK = /确\s?定/;
const button = (scope: HTMLElement, text: RegExp) =>
  within(scope).getAllByText(text)[0].closest('button') as HTMLElement;
/** The user names holding a role as the server saved it, in user id order. */
const holders = async (roleId: number) =>
  (
    await serverDb()
      .select({ userName: users.userName })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.userId))
      .where(eq(userRoles.roleId, roleId))
      .orderBy(users.userId)
  ).map((u) => u.userName);

/** Where each user stands among the saved users (the order holders() lists them in). */
const userOrder = async () => {
  const names = (await serverDb().select({ userName: users.userName }).from(users).orderBy(users.userId)).map(
    (u) => u.userName,
  );
  return (userName: string) => names.indexOf(userName);
};

async function openPage(roleId = 4) {
  await loggedInAs('admin');
  const router = renderApp(`/system/role-auth/user/${roleId}`);
  // the first screen of a file loads its lazy chunks: give it longer than a later wait
  await screen.findByText(/^角色“.*”的用户$/, {}, { timeout: 15_000 });
  const table = await screen.findByRole('table');
  return { router, table };
}

describe('users of a role', () => {
  it('lists the role’s users and filters them', async () => {
    const user = userEvent.setup();
    const { table } = await openPage();
    expect(screen.getByText('角色“教师”的用户')).toBeInTheDocument();
    await within(table).findByText('zhangwei');
    // a header row, then the first page (20) of the seed's teachers, all of them counted
    const teachers = await holders(4);
    expect(within(table).getAllByRole('row')).toHaveLength(1 + Math.min(20, teachers.length));
    expect(screen.getByText(`共 ${teachers.length} 条`)).toBeInTheDocument();
    const form = screen.getByRole('search');
    await user.type(within(form).getByLabelText('用户名称'), 'zh');
    await user.click(within(form).getByRole('button', { name: /搜\s?索/ }));
    // one row with the answer: a header and a "no data" row, shown while the search loads, are two rows too
    await waitFor(() => {
      expect(within(table).getAllByRole('row')).toHaveLength(2);
      expect(within(table).getByText('zhangwei')).toBeInTheDocument();
    });
  });

  it('takes the role from one user after a confirmation naming them', async () => {
    const user = userEvent.setup();
    const { table } = await openPage();
    const row = (await within(table).findByText('emily')).closest('tr') as HTMLElement;
    await user.click(button(row, /^取消授权$/));
    expect(await screen.findByText('确认要取消用户“emily”的角色吗？')).toBeInTheDocument();
    await user.click(dialog().getByRole('button', { name: OK }));
    expect(await screen.findByText('取消授权成功')).toBeInTheDocument();
    expect(await holders(4)).not.toContain('emily');
    await waitFor(() => expect(within(table).queryByText('emily')).toBeNull());
  });

  it('takes the role from several selected users', async () => {
    const user = userEvent.setup();
    const { table } = await openPage();
    const before = await holders(4);
    expect(before).toEqual(expect.arrayContaining(['teacher', 'multi', 'emily', 'zhangwei', 'disabled']));
    await within(table).findByText('zhangwei');
    await user.click(within(table).getByLabelText('zhangwei'));
    await user.click(within(table).getByLabelText('disabled'));
    await user.click(button(document.body, /^批量取消授权$/));
    expect(await screen.findByText('确认要取消选中的 2 个用户的角色吗？')).toBeInTheDocument();
    await user.click(dialog().getByRole('button', { name: OK }));
    await waitFor(async () =>
      expect(await holders(4)).toEqual(before.filter((name) => !['zhangwei', 'disabled'].includes(name))),
    );
  });

  it('gives the role to users picked in the dialog of those without it', async () => {
    const user = userEvent.setup();
    const { table } = await openPage(3);
    await within(table).findByText('principal');
    const before = await holders(3);
    await user.click(button(document.body, /^添加用户$/));
    await waitFor(() => expect(openDialogs()).toHaveLength(1));
    const picker = openDialogs()[0];
    await within(picker).findByText('zhangwei');
    expect(within(picker).queryByText('principal')).toBeNull();
    await user.click(dialog().getByRole('button', { name: OK }));
    expect(await screen.findByText('请选择要分配的用户')).toBeInTheDocument();
    await user.click(within(picker).getByLabelText('zhangwei'));
    await user.click(within(picker).getByLabelText('emily'));
    await user.click(dialog().getByRole('button', { name: OK }));
    expect(await screen.findByText('授权成功')).toBeInTheDocument();
    const order = await userOrder();
    expect(await holders(3)).toEqual([...before, 'zhangwei', 'emily'].sort((x, y) => order(x) - order(y)));
    expect(await within(table).findByText('emily')).toBeInTheDocument();
    await waitFor(() => expect(openDialogs()).toHaveLength(0));
  });

  it('goes back to the roles and closes its tab', async () => {
    const user = userEvent.setup();
    const { router } = await openPage();
    await user.click(button(document.body, /^返\s?回$/));
    await waitFor(() => expect(locationOf(router)).toBe('/system/role/index'));
    expect(useTabsStore.getState().tabs.some((t) => t.path === '/system/role-auth/user/4')).toBe(false);
  });

  it('says so when the role does not exist', async () => {
    await loggedInAs('admin');
    renderApp('/system/role-auth/user/99');
    expect(await screen.findByText('该角色不存在。')).toBeInTheDocument();
  });
});
