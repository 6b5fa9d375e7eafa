import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTabsStore } from '@/stores/tabs';
import { locationOf, renderApp } from '../helpers/app';
import { loggedInAs } from '../helpers/session';
import { resetFeedback } from '../helpers/feedback';
import { runOnRealServer } from '../helpers/real-server';
import { savedUserById } from './helpers/saved-users';

runOnRealServer();
afterEach(resetFeedback);

const roleIdsOf = async (userId: number) => (await savedUserById(userId))?.roleIds;
const buttonWith = (text: RegExp) => screen.getAllByText(text)[0].closest('button') as HTMLElement;

async function openPage(userId: number) {
  await loggedInAs('admin');
  const router = renderApp(`/system/user-auth/role/${userId}`);
  // The user card is a description table too: the roles table is the one listing a role.
  // (the first screen of a file loads its lazy chunks: longer than a later wait)
  const table = (await screen.findByText('学科负责人', {}, { timeout: 15_000 })).closest('table') as HTMLElement;
  return { router, table };
}

describe('assign roles to a user', () => {
  it('shows the user and checks the roles it holds', async () => {
    const { table } = await openPage(7);
    expect(screen.getByText('周杰')).toBeInTheDocument();
    expect(screen.getByText('multi')).toBeInTheDocument();
    expect(within(table).getByLabelText('教师')).toBeChecked();
    expect(within(table).getByLabelText('学科负责人')).toBeChecked();
    expect(within(table).getByLabelText('校长')).not.toBeChecked();
    expect(screen.getByText('已选择 2 个角色')).toBeInTheDocument();
  });

  it('saves the new set of roles and goes back to the users', async () => {
    const user = userEvent.setup();
    const { router, table } = await openPage(7);
    await user.click(within(table).getByLabelText('教师'));
    await user.click(within(table).getByLabelText('校长'));
    await waitFor(() => expect(useTabsStore.getState().dirty['/system/user-auth/role/7']).toBe(true));
    await user.click(buttonWith(/^提\s?交$/));
    expect(await screen.findByText('授权成功')).toBeInTheDocument();
    expect(await roleIdsOf(7)).toEqual([3, 5]);
    await waitFor(() => expect(locationOf(router)).toBe('/system/user/index'));
    expect(useTabsStore.getState().tabs.some((t) => t.path === '/system/user-auth/role/7')).toBe(false);
  });

  it('is opened from the users list', async () => {
    const user = userEvent.setup();
    await loggedInAs('admin');
    const router = renderApp('/system/user/index');
    const table = await screen.findByRole('table');
    const row = (await within(table).findByText('zhangwei')).closest('tr') as HTMLElement;
    await user.click(within(row).getByText('更多').closest('button') as HTMLElement);
    await user.click(await screen.findByText('分配角色', { selector: '[role="menuitem"] *' }));
    await waitFor(() => expect(locationOf(router)).toBe('/system/user-auth/role/9'));
    // The users list stays kept, hidden, with 张伟 in its row: the name must be on the page shown.
    await waitFor(() =>
      expect(screen.getAllByText('张伟').filter((el) => !el.closest('[style*="display: none"]'))).toHaveLength(1),
    );
  });

  it('says so when the user does not exist', async () => {
    await loggedInAs('admin');
    renderApp('/system/user-auth/role/404');
    expect(await screen.findByText('该用户不存在。')).toBeInTheDocument();
  });
});
