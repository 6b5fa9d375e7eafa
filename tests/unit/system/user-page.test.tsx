import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { roleMenus } from '../../../server/db/schema';
import { DEFAULT_PAGE_SIZE } from '@/components/list';
import { locationOf, renderApp } from '../helpers/app';
import { loggedInAs } from '../helpers/session';
import { resetFeedback } from '../helpers/feedback';
import { runOnRealServer, serverDb } from '../helpers/real-server';
import { openDialogs, topDialog as dialog } from './helpers/dialogs';
import { hasPassword, savedUser as stored, userCount } from './helpers/saved-users';

runOnRealServer();
afterEach(resetFeedback);

const OK = /确\s?定/;

async function openPage(path = '/system/user/index', shows = 'schooladmin') {
  await loggedInAs('admin');
  const router = renderApp(path);
  // the first screen of a file loads its lazy chunks: give it longer than a later wait
  const table = await screen.findByRole('table', {}, { timeout: 15_000 });
  await within(table).findByText(shows);
  return { router, table };
}

const rowOf = (table: HTMLElement, text: string) => within(table).getByText(text).closest('tr') as HTMLElement;
/** A button by its text (role queries over a whole table are slow under jsdom). */
const button = (scope: HTMLElement, text: RegExp) =>
  within(scope).getAllByText(text)[0].closest('button') as HTMLElement;

// the create dialog's test takes most of the default 20 s on a loaded machine
describe('users screen', { timeout: 60_000 }, () => {
  it('lists users with their roles and filters by name, keeping the filter in the address', async () => {
    const user = userEvent.setup();
    const { router, table } = await openPage();
    expect(within(rowOf(table, 'multi')).getByText('学科负责人')).toBeInTheDocument();
    // a header row and the first page of the seeded accounts
    expect(within(table).getAllByRole('row')).toHaveLength(Math.min(await userCount(), DEFAULT_PAGE_SIZE) + 1);
    const form = screen.getByRole('search');
    await user.type(within(form).getByLabelText('姓名'), 'emily');
    await user.click(within(form).getByRole('button', { name: /搜\s?索/ }));
    await waitFor(() => expect(locationOf(router)).toContain('name=emily'));
    await waitFor(() => {
      expect(within(table).getAllByRole('row')).toHaveLength(2);
      expect(within(table).getByText('Emily Carter')).toBeInTheDocument();
    });
  });

  it('restores the status and date filters from the address', async () => {
    const { table } = await openPage(
      '/system/user/index?status=1&dateRange=2024-09-01&dateRange=2024-09-30',
      'disabled',
    );
    await waitFor(() => {
      expect(within(table).getAllByRole('row')).toHaveLength(2);
      expect(within(table).getByText('disabled')).toBeInTheDocument();
    });
  });

  it('refuses an empty or invalid form with the spec messages, then creates the user', async () => {
    const user = userEvent.setup();
    await openPage();
    await user.click(button(document.body, /^新\s?增$/));
    await waitFor(() => expect(openDialogs()).toHaveLength(1));
    // the offered password, removed: the password is required
    await user.clear(dialog().getByLabelText('用户密码'));
    await user.click(dialog().getByRole('button', { name: OK }));
    expect(await dialog().findByText('用户名称不能为空')).toBeInTheDocument();
    expect(await dialog().findByText('姓名不能为空')).toBeInTheDocument();
    expect(await dialog().findByText('用户密码不能为空')).toBeInTheDocument();
    expect(await dialog().findByText('请选择角色')).toBeInTheDocument();
    await user.type(dialog().getByLabelText('用户名称'), 'w');
    await user.type(dialog().getByLabelText('用户密码'), '1234');
    await user.type(dialog().getByLabelText('手机号码'), '1234');
    await user.type(dialog().getByLabelText('邮箱'), 'bad@');
    expect(await dialog().findByText('用户名称长度必须介于 2 和 20 之间')).toBeInTheDocument();
    expect(await dialog().findByText('用户密码长度必须介于 5 和 20 之间')).toBeInTheDocument();
    expect(await dialog().findByText('请输入正确的手机号码')).toBeInTheDocument();
    expect(await dialog().findByText('请输入正确的邮箱地址')).toBeInTheDocument();

    await user.type(dialog().getByLabelText('用户名称'), 'angfang');
    await user.type(dialog().getByLabelText('姓名'), '王芳');
    await user.type(dialog().getByLabelText('用户密码'), '5');
    await user.clear(dialog().getByLabelText('手机号码'));
    await user.type(dialog().getByLabelText('手机号码'), '13912345678');
    await user.clear(dialog().getByLabelText('邮箱'));
    await user.click(dialog().getByLabelText('角色'));
    await user.click(await screen.findByTitle('教师'));
    await user.click(dialog().getByRole('button', { name: OK }));
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(await stored('wangfang')).toMatchObject({
      name: '王芳',
      roleIds: [4],
      phonenumber: '13912345678',
    });
    expect(await hasPassword('wangfang', '12345')).toBe(true);
    await waitFor(() => expect(openDialogs()).toHaveLength(0));
  });

  it('offers a random password to copy or replace, asking for a new one at the first login unless told not to', async () => {
    const user = userEvent.setup();
    await openPage();
    const add = async (userName: string) => {
      await user.click(button(document.body, /^新\s?增$/));
      await waitFor(() => expect(openDialogs()).toHaveLength(1));
      await user.type(dialog().getByLabelText('用户名称'), userName);
      await user.type(dialog().getByLabelText('姓名'), userName);
      await user.click(dialog().getByLabelText('角色'));
      await user.click(await screen.findByTitle('教师'));
    };
    const save = async () => {
      await user.click(dialog().getByRole('button', { name: OK }));
      await waitFor(() => expect(openDialogs()).toHaveLength(0));
    };

    await add('wangfang');
    const offered = (dialog().getByLabelText('用户密码') as HTMLInputElement).value;
    expect(offered).toMatch(/^[A-Za-z0-9]{14}$/);
    expect(dialog().getByRole('checkbox', { name: '首次登录时要求修改密码' })).toBeChecked();
    await user.click(dialog().getByRole('button', { name: '复制密码' }));
    expect(await navigator.clipboard.readText()).toBe(offered);
    expect(await screen.findByText('密码已复制')).toBeInTheDocument();
    await save();
    expect(await stored('wangfang')).toMatchObject({ passwordChangeRequired: true });
    expect(await hasPassword('wangfang', offered)).toBe(true);

    await add('lisi');
    const second = dialog().getByLabelText('用户密码') as HTMLInputElement;
    expect(second.value).toMatch(/^[A-Za-z0-9]{14}$/);
    expect(second.value).not.toBe(offered);
    await user.clear(second);
    await user.type(second, 'typed-1');
    await user.click(dialog().getByRole('checkbox', { name: '首次登录时要求修改密码' }));
    await save();
    expect(await stored('lisi')).toMatchObject({ passwordChangeRequired: false });
    expect(await hasPassword('lisi', 'typed-1')).toBe(true);
  });

  it('keeps the dialog open with what was typed when the server refuses', async () => {
    const user = userEvent.setup();
    await openPage();
    await user.click(button(document.body, /^新\s?增$/));
    await waitFor(() => expect(openDialogs()).toHaveLength(1));
    await user.type(dialog().getByLabelText('用户名称'), 'teacher');
    await user.type(dialog().getByLabelText('姓名'), '重名');
    await user.type(dialog().getByLabelText('用户密码'), 'secret');
    await user.click(dialog().getByLabelText('角色'));
    await user.click(await screen.findByTitle('教师'));
    await user.click(dialog().getByRole('button', { name: OK }));
    expect(await screen.findByText("新增用户'teacher'失败，登录账号已存在")).toBeInTheDocument();
    expect(openDialogs()).toHaveLength(1);
    expect(dialog().getByLabelText('姓名')).toHaveValue('重名');
  });

  it('edits a user without offering the user name or password', async () => {
    const user = userEvent.setup();
    const { table } = await openPage();
    await user.click(button(rowOf(table, 'zhangwei'), /^修\s?改$/));
    await waitFor(() => expect(openDialogs()).toHaveLength(1));
    expect(dialog().getByLabelText('用户名称')).toBeDisabled();
    expect(dialog().queryByLabelText('用户密码')).toBeNull();
    const name = dialog().getByLabelText('姓名');
    await waitFor(() => expect(name).toHaveValue('张伟'));
    await user.clear(name);
    await user.type(name, '张大伟');
    await user.click(dialog().getByRole('button', { name: OK }));
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect(await stored('zhangwei')).toMatchObject({ name: '张大伟', roleIds: [4] });
    expect(await within(table).findByText('张大伟')).toBeInTheDocument();
  });

  it('disables a user after a confirmation naming them; cancelling changes nothing', async () => {
    const user = userEvent.setup();
    await openPage();
    const toggle = screen.getByLabelText('teacher 的状态');
    await user.click(toggle);
    expect(await screen.findByText('确认要停用"teacher"吗？')).toBeInTheDocument();
    await user.click(dialog().getByRole('button', { name: /取\s?消/ }));
    await waitFor(() => expect(openDialogs()).toHaveLength(0));
    expect((await stored('teacher'))?.status).toBe('0');
    await user.click(toggle);
    await waitFor(() => expect(openDialogs()).toHaveLength(1));
    await user.click(dialog().getByRole('button', { name: OK }));
    expect(await screen.findByText('停用成功')).toBeInTheDocument();
    expect((await stored('teacher'))?.status).toBe('1');
    // The administrator account and one's own cannot be switched off.
    expect(screen.getByLabelText('admin 的状态')).toBeDisabled();
  });

  it('deletes a user after a confirmation, and several selected at once', async () => {
    const user = userEvent.setup();
    const { table } = await openPage();
    const seeded = await userCount();
    await user.click(button(rowOf(table, 'emily'), /^删\s?除$/));
    expect(await screen.findByText(/是否确认删除"emily"/)).toBeInTheDocument();
    await user.click(dialog().getByRole('button', { name: OK }));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(await stored('emily')).toBeUndefined();
    await waitFor(() => expect(within(table).queryByText('emily')).toBeNull());

    await user.click(within(table).getByLabelText('zhangwei'));
    await user.click(within(table).getByLabelText('disabled'));
    await user.click(button(document.body, /^删\s?除$/));
    expect(await screen.findByText(/是否确认删除"zhangwei、disabled"/)).toBeInTheDocument();
    await user.click(dialog().getByRole('button', { name: OK }));
    await waitFor(async () => expect(await userCount()).toBe(seeded - 3));
    expect(within(table).getByLabelText('admin')).toBeDisabled();
  });

  it('resets a password through its dialog', async () => {
    const user = userEvent.setup();
    const { table } = await openPage();
    await user.click(button(rowOf(table, 'teacher'), /更多/));
    await user.click(await screen.findByText('重置密码', { selector: '[role="menuitem"] *' }));
    await waitFor(() => expect(openDialogs()).toHaveLength(1));
    expect(dialog().getByText('请输入“teacher”的新密码；该用户下次登录时须设置自己的密码')).toBeInTheDocument();
    await user.type(dialog().getByLabelText('新密码'), '123');
    await user.click(dialog().getByRole('button', { name: OK }));
    expect(await dialog().findByText('用户密码长度必须介于 5 和 20 之间')).toBeInTheDocument();
    await user.type(dialog().getByLabelText('新密码'), '456');
    await user.click(dialog().getByRole('button', { name: OK }));
    expect(await screen.findByText('“teacher”的密码已重置')).toBeInTheDocument();
    expect(await hasPassword('teacher', '123456')).toBe(true);
  });

  it('offers no add, delete or status change to a user without those permissions', async () => {
    // the teacher's role (id 4) may see the users list (7000, 7010) and query it (7011), nothing more
    await serverDb()
      .insert(roleMenus)
      .values([7000, 7010, 7011].map((menuId) => ({ roleId: 4, menuId })));
    await loggedInAs('teacher');
    renderApp('/system/user/index');
    const table = await screen.findByRole('table');
    await within(table).findByText('schooladmin');
    expect(screen.queryByText(/^新\s?增$/)).toBeNull();
    expect(within(table).queryByText(/^(删\s?除|修\s?改|更多)$/)).toBeNull();
    expect(screen.getByLabelText('multi 的状态')).toBeDisabled();
  });
});
