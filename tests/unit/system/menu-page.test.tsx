import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { MENU_COMPONENTS } from '@contract/menu-components';
import { menus } from '../../../server/db/schema';
import { renderApp } from '../helpers/app';
import { loggedInAs } from '../helpers/session';
import { resetFeedback } from '../helpers/feedback';
import { offered } from '../helpers/select-options';
import { runOnRealServer, serverDb } from '../helpers/real-server';
import { openDialogs, questionDialog, topDialog as dialog } from './helpers/dialogs';

// The menu screen against the real server, as the platform administrator uses it.

runOnRealServer();
afterEach(resetFeedback);

const OK = /确\s?定/;
const rowOf = (table: HTMLElement, text: string) =>
  within(table).getByText(text, { exact: true }).closest('tr') as HTMLElement;
const saved = async (titleZh: string) => (await serverDb().select().from(menus).where(eq(menus.titleZh, titleZh)))[0];

async function openPage() {
  await loggedInAs('admin');
  renderApp('/system/menu/index');
  const table = await screen.findByRole('table', {}, { timeout: 15_000 });
  await within(table).findByText('系统管理');
  return table;
}

// the dialog's selects and the whole tree opened at once (about 170 rows in jsdom) take a while
// on a loaded machine: over a minute under another run's load
describe('menu screen', { timeout: 150_000 }, () => {
  it('shows the directories, and expands and collapses them all', async () => {
    const user = userEvent.setup();
    const table = await openPage();
    expect(within(table).queryByText('菜单管理')).toBeNull();
    await user.click(screen.getByRole('button', { name: '全部展开' }));
    const page = await within(table).findByText('菜单管理', { exact: true });
    expect(within(page.closest('tr') as HTMLElement).getByText('system:menu:list')).toBeInTheDocument();
    expect(within(page.closest('tr') as HTMLElement).getByText('system/menu/index')).toBeInTheDocument();
    expect(within(table).getByText('system:menu:remove')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '全部折叠' }));
    await waitFor(() => expect(within(table).queryByText('system:menu:remove')).toBeNull());
  });

  it('finds an entry by its name in either language', async () => {
    const user = userEvent.setup();
    const table = await openPage();
    const form = screen.getByRole('search');
    await user.type(within(form).getByLabelText('菜单名称'), 'Scheduled');
    await user.click(within(form).getByRole('button', { name: /搜\s?索/ }));
    // the table is briefly empty (a header and a "no data" row: also two rows) while the search
    // loads, so the answer's entry is awaited before the rows are counted
    await within(table).findByText('定时任务', {}, { timeout: 15_000 });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
  });

  it('adds a page under a directory with a screen chosen from the list, never typed', async () => {
    const user = userEvent.setup();
    const table = await openPage();
    await user.click(within(rowOf(table, '我的教学')).getByRole('button', { name: /新\s?增/ }));
    await waitFor(() => expect(openDialogs()).toHaveLength(1));
    // under a directory a new entry is a page
    expect(dialog().getByRole('radio', { name: '菜单' })).toBeChecked();
    await user.type(dialog().getByLabelText('中文名称'), '教学日志');
    await user.type(dialog().getByLabelText('英文名称'), 'Teaching diary');
    await user.type(dialog().getByLabelText('路由地址'), '/user/diary/index');

    const component = dialog().getByRole('combobox', { name: '组件路径' });
    await user.click(component);
    await waitFor(() => expect(offered(component).length).toBeGreaterThan(0));
    expect(offered(component).every((name) => (MENU_COMPONENTS as readonly (string | null)[]).includes(name))).toBe(
      true,
    );
    await user.type(component, 'user/schedule/in');
    await user.click(await screen.findByRole('option', { name: 'user/schedule/index' }));

    const icon = dialog().getByRole('combobox', { name: '图标' });
    await user.click(icon);
    await user.type(icon, 'Calendar');
    await user.click(await screen.findByRole('option', { name: /CalendarOutlined/ }));

    await user.click(dialog().getByRole('button', { name: OK }));
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(await saved('教学日志')).toMatchObject({
      parentId: 5000,
      menuType: 'C',
      titleEn: 'Teaching diary',
      path: '/user/diary/index',
      component: 'user/schedule/index',
      icon: 'CalendarOutlined',
      status: '0',
    });
  });

  it('shows the server’s refusal: a directory with children is not deleted', async () => {
    const user = userEvent.setup();
    const table = await openPage();
    await user.click(within(rowOf(table, '系统监控')).getByRole('button', { name: /删\s?除/ }));
    const question = await questionDialog('是否确认删除"系统监控"？');
    await user.click(question.getByRole('button', { name: OK }));
    expect(await screen.findByText('存在子菜单，不允许删除')).toBeInTheDocument();
    expect(await saved('系统监控')).toBeDefined();
  });

  it('an external link needs no screen and asks where it opens', async () => {
    const user = userEvent.setup();
    const table = await openPage();
    await user.click(within(rowOf(table, '系统管理')).getByRole('button', { name: /新\s?增/ }));
    await waitFor(() => expect(openDialogs()).toHaveLength(1));
    await user.type(dialog().getByLabelText('中文名称'), '帮助');
    await user.type(dialog().getByLabelText('英文名称'), 'Help');
    await user.type(dialog().getByLabelText('路由地址'), 'https://example.org/help');
    expect(dialog().queryByRole('combobox', { name: '组件路径' })).toBeNull();
    await user.click(dialog().getByRole('radio', { name: '内嵌在控制台中' }));
    await user.click(dialog().getByRole('button', { name: OK }));
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(await saved('帮助')).toMatchObject({ path: 'https://example.org/help', component: '', innerFrame: true });
  });
});
