import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { roleMenus, roles } from '../../../server/db/schema';
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
const rowOf = (table: HTMLElement, text: string) => within(table).getByText(text).closest('tr') as HTMLElement;
/** The menu entries a role holds as the server saved them, in id order. */
const menuIdsOf = async (roleId: number) =>
  (
    await serverDb()
      .select({ menuId: roleMenus.menuId })
      .from(roleMenus)
      .where(eq(roleMenus.roleId, roleId))
      .orderBy(roleMenus.menuId)
  ).map((m) => m.menuId);
/** A role as the server saved it, with its menu entries (undefined when there is none). */
const role = async (roleKey: string) => {
  const [row] = await serverDb().select().from(roles).where(eq(roles.roleKey, roleKey));
  return row && { ...row, menuIds: await menuIdsOf(row.roleId) };
};
const savedRoles = () => serverDb().select().from(roles).orderBy(roles.roleId);

/** A node of the open dialog's menu tree, by its exact title. */
const node = (title: string) => {
  const tree = openDialogs()[0].querySelector('[role="tree"]') as HTMLElement;
  return within(tree).getByText(title, { exact: true }).closest('[role="treeitem"]') as HTMLElement;
};
const checkOf = (title: string) => node(title).querySelector('[role="checkbox"]') as HTMLElement;
const state = (title: string) => node(title).getAttribute('aria-checked');

async function openPage() {
  await loggedInAs('admin');
  const router = renderApp('/system/role/index');
  // the first screen of a file loads its lazy chunks: give it longer than a later wait
  const table = await screen.findByRole('table', {}, { timeout: 15_000 });
  await within(table).findByText('学科负责人');
  return { router, table };
}

async function startRole(user: ReturnType<typeof userEvent.setup>, key: string) {
  await user.click(button(document.body, /^新\s?增$/));
  await waitFor(() => expect(openDialogs()).toHaveLength(1));
  await user.type(dialog().getByLabelText('角色名称'), `角色${key}`);
  await user.type(dialog().getByLabelText('英文名称'), `Role ${key}`);
  await user.type(dialog().getByLabelText('权限字符'), key);
  await dialog().findByText('展开/折叠');
  await user.click(dialog().getByLabelText('展开/折叠'));
  await waitFor(() => expect(state('学科')).toBe('false'));
}

// the menu tree's dialogs take most of the default 20 s on a loaded machine
describe('roles screen', { timeout: 60_000 }, () => {
  it('lists roles by sort order and filters by name', async () => {
    const user = userEvent.setup();
    const { router, table } = await openPage();
    expect(within(table).getAllByRole('row')).toHaveLength(7);
    expect(within(rowOf(table, '商务拓展')).getByText('Business developer')).toBeInTheDocument();
    const form = screen.getByRole('search');
    await user.type(within(form).getByLabelText('角色名称'), '校长');
    await user.click(within(form).getByRole('button', { name: /搜\s?索/ }));
    await waitFor(() => expect(locationOf(router)).toContain('roleName='));
    // one row with the answer: a header and a "no data" row, shown while the search loads, are two rows too
    await waitFor(() => {
      expect(within(table).getAllByRole('row')).toHaveLength(2);
      expect(within(table).getByText('校长')).toBeInTheDocument();
    });
  });

  it('refuses an empty form with the spec messages', async () => {
    const user = userEvent.setup();
    await openPage();
    await user.click(button(document.body, /^新\s?增$/));
    await waitFor(() => expect(openDialogs()).toHaveLength(1));
    await user.clear(dialog().getByLabelText('显示顺序'));
    await user.click(dialog().getByRole('button', { name: OK }));
    expect(await dialog().findByText('角色名称不能为空')).toBeInTheDocument();
    expect(await dialog().findByText('英文名称不能为空')).toBeInTheDocument();
    expect(await dialog().findByText('权限字符不能为空')).toBeInTheDocument();
    expect(await dialog().findByText('角色顺序不能为空')).toBeInTheDocument();
    expect(await savedRoles()).toHaveLength(6);
  });

  it('with parent-child linkage, checking a page checks its buttons and half-checks its directory', async () => {
    const user = userEvent.setup();
    await openPage();
    await startRole(user, 'linked');
    expect(dialog().getByLabelText('父子联动')).toBeChecked();
    await user.click(checkOf('学科'));
    await waitFor(() => expect(state('学科')).toBe('true'));
    expect(state('学科管理')).toBe('mixed');
    expect(state('科目')).toBe('false');
    await user.click(dialog().getByRole('button', { name: OK }));
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(await role('linked')).toMatchObject({
      menuCheckStrictly: true,
      menuIds: [3000, 3010, 3011, 3012, 3013, 3014],
    });
  });

  it('without linkage, checking a page checks only that page', async () => {
    const user = userEvent.setup();
    await openPage();
    await startRole(user, 'loose');
    await user.click(dialog().getByLabelText('父子联动'));
    await user.click(checkOf('学科'));
    await waitFor(() => expect(state('学科')).toBe('true'));
    expect(state('学科管理')).toBe('false');
    expect(node('学科').nextElementSibling?.getAttribute('aria-checked')).toBe('false');
    await user.click(dialog().getByRole('button', { name: OK }));
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(await role('loose')).toMatchObject({ menuCheckStrictly: false, menuIds: [3010] });
  });

  it('edits a role: its tree shows what it holds, select all grants everything', async () => {
    const user = userEvent.setup();
    const { table } = await openPage();
    await user.click(button(rowOf(table, '教师'), /^修\s?改$/));
    await waitFor(() => expect(openDialogs()).toHaveLength(1));
    await waitFor(() => expect(dialog().getByLabelText('英文名称')).toHaveValue('Teacher'));
    await dialog().findByText('展开/折叠');
    await user.click(dialog().getByLabelText('展开/折叠'));
    await waitFor(() => expect(state('我的教学')).toBe('true'));
    expect(state('系统管理')).toBe('false');
    await user.click(dialog().getByLabelText('全选/全不选'));
    await waitFor(() => expect(state('系统管理')).toBe('true'));
    await user.click(dialog().getByRole('button', { name: OK }));
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    const [administrator] = await savedRoles();
    expect((await role('teacher'))?.menuIds).toHaveLength((await menuIdsOf(administrator.roleId)).length);
  });

  it('disables a role after a confirmation naming it', async () => {
    const user = userEvent.setup();
    await openPage();
    await user.click(screen.getByLabelText('校长 的状态'));
    expect(await screen.findByText('确认要停用"校长"吗？')).toBeInTheDocument();
    await user.click(dialog().getByRole('button', { name: OK }));
    expect(await screen.findByText('停用成功')).toBeInTheDocument();
    expect((await role('principal'))?.status).toBe('1');
    expect(screen.getByLabelText('超级管理员 的状态')).toBeDisabled();
  });

  it('deletes a role nobody holds; a held one is refused by the server', async () => {
    const user = userEvent.setup();
    // a role like the business developer's, held by nobody: no call makes one without a form
    const { roleId: _id, menuIds, ...like } = (await role('A4'))!;
    const [spare] = await serverDb()
      .insert(roles)
      .values({ ...like, roleKey: 'spare', roleName: '备用', roleNameEn: 'Spare', roleSort: 7 })
      .returning();
    await serverDb()
      .insert(roleMenus)
      .values(menuIds.map((menuId) => ({ roleId: spare.roleId, menuId })));
    const { table } = await openPage();
    await user.click(button(rowOf(table, '备用'), /^删\s?除$/));
    expect(await screen.findByText(/是否确认删除"备用"/)).toBeInTheDocument();
    await user.click(dialog().getByRole('button', { name: OK }));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(await role('spare')).toBeUndefined();
    await user.click(button(rowOf(table, '教师'), /^删\s?除$/));
    await waitFor(() => expect(openDialogs()).toHaveLength(1));
    await user.click(dialog().getByRole('button', { name: OK }));
    expect(await screen.findByText("角色'教师'已分配，不能删除")).toBeInTheDocument();
    expect(await role('teacher')).toBeDefined();
  });

  it('opens the users of a role', async () => {
    const user = userEvent.setup();
    const { router, table } = await openPage();
    await user.click(button(rowOf(table, '校长'), /分配用户/));
    await waitFor(() => expect(locationOf(router)).toBe('/system/role-auth/user/3'));
    expect(await screen.findByText('角色“校长”的用户')).toBeInTheDocument();
  });
});
