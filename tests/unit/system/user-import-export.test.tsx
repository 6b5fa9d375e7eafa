import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import readXlsxFile from 'read-excel-file/universal';
import { eq } from 'drizzle-orm';
import { roles, users } from '../../../server/db/schema';
import { saveBlob } from '@/utils/save-blob';
import { renderApp } from '../helpers/app';
import { loggedInAs } from '../helpers/session';
import { resetFeedback } from '../helpers/feedback';
import { runOnRealServer, serverDb } from '../helpers/real-server';
import { openDialogs, topDialog as dialog } from './helpers/dialogs';
import { hasPassword, savedUser, userCount } from './helpers/saved-users';

// Export of the filtered users list and import of users from a file, on the users screen.

vi.mock('@/utils/save-blob', () => ({ saveBlob: vi.fn() }));

runOnRealServer();

afterEach(() => {
  resetFeedback();
  vi.mocked(saveBlob).mockClear();
});

async function openPage(path = '/system/user/index', shows = 'schooladmin') {
  await loggedInAs('admin');
  renderApp(path);
  // The first screen of a file loads its lazy chunks cold, which takes seconds on a busy machine.
  const table = await screen.findByRole('table', {}, { timeout: 15_000 });
  await within(table).findByText(shows);
  return table;
}

/** The import dialog, opened from the toolbar. */
async function openImport(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /导\s?入/ }));
  await waitFor(() => expect(openDialogs()).toHaveLength(1));
  const box = openDialogs()[0];
  expect(within(box).getByText('导入用户管理')).toBeInTheDocument();
  return box;
}

/** The workbook handed to the browser as a download, read back, and its file name. */
async function downloaded() {
  await waitFor(() => expect(saveBlob).toHaveBeenCalled());
  const [blob, fileName] = vi.mocked(saveBlob).mock.calls[0];
  const [sheet] = await readXlsxFile(blob);
  return { fileName, rows: sheet.data };
}

const csv = (text: string, name = 'users.csv') => new File([text], name, { type: 'text/csv' });

async function pick(file: File) {
  const user = userEvent.setup();
  const box = await openImport(user);
  await waitFor(() => expect(within(box).getByRole('button', { name: /选择文件/ })).toBeEnabled());
  await user.upload(box.querySelector('input[type="file"]') as HTMLInputElement, file);
  return { user, box };
}

describe('users export', () => {
  it('downloads every user matching the filters as .xlsx with the shown columns in Chinese', async () => {
    const user = userEvent.setup();
    await openPage('/system/user/index?status=1', 'disabled');
    await user.click(screen.getByRole('button', { name: /导\s?出/ }));
    const { fileName, rows } = await downloaded();
    expect(fileName).toMatch(/^用户管理_\d{8}\.xlsx$/);
    expect(rows[0]).toEqual(['用户编号', '用户名称', '姓名', '用户昵称', '角色', '手机号码', '状态', '创建时间']);
    const disabled = await serverDb().select().from(users).where(eq(users.status, '1')).orderBy(users.userId);
    expect(rows.slice(1).map((r) => r[1])).toEqual(disabled.map((u) => u.userName));
    expect(rows.slice(1).every((r) => r[6] === '停用')).toBe(true);
    expect(await screen.findByText(`已导出 ${disabled.length} 条数据`)).toBeInTheDocument();
    // The first test of the file pays for the cold start of the screen.
  }, 40_000);
});

describe('users import', () => {
  it('previews every row with its problems and imports only the valid ones', async () => {
    await openPage();
    const { user, box } = await pick(
      csv(
        [
          '用户名称,姓名,手机号码,角色,状态',
          'lihua,李华,13800009999,教师,正常',
          'teacher,重名,,教师,',
          'x,短名,123,园长,',
        ].join('\n'),
      ),
    );
    expect(await within(box).findByText('共读取 3 行：1 行可导入，2 行有问题将被跳过')).toBeInTheDocument();
    expect(within(box).getByText('用户名称“teacher”已存在')).toBeInTheDocument();
    expect(
      within(box).getByText('用户名称长度必须介于 2 和 20 之间；请输入正确的手机号码；角色“园长”不存在'),
    ).toBeInTheDocument();
    const before = await userCount();
    await user.click(within(box).getByRole('button', { name: '导入 1 条有效数据' }));
    expect(await screen.findByText('成功导入 1 条数据')).toBeInTheDocument();
    expect(await userCount()).toBe(before + 1);
    const [teacherRole] = await serverDb().select().from(roles).where(eq(roles.roleKey, 'teacher'));
    expect(await savedUser('lihua')).toMatchObject({
      name: '李华',
      phonenumber: '13800009999',
      roleIds: [teacherRole.roleId],
      status: '0',
    });
    // no shared initial password (it was 123456): a random one, shown once to copy or download
    expect(await hasPassword('lihua', '123456')).toBe(false);
    const title = await screen.findByText('新用户的初始密码');
    const shown = title.closest('[role="dialog"]') as HTMLElement;
    expect(within(shown).getByText(/只显示这一次/)).toBeInTheDocument();
    const row = within(shown).getByText('lihua').closest('tr') as HTMLElement;
    const password = within(row).getByText(/^[A-Za-z0-9_-]{16}$/).textContent!;
    expect(await hasPassword('lihua', password)).toBe(true);
    expect((await savedUser('lihua'))!.passwordChangeRequired).toBe(true);
    await user.click(within(shown).getByRole('button', { name: '全部复制' }));
    expect(await navigator.clipboard.readText()).toBe(`lihua\t${password}`);
    await user.click(within(shown).getByRole('button', { name: /^下\s?载$/ }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalled());
    const [blob, fileName] = vi.mocked(saveBlob).mock.calls[0];
    expect(fileName).toMatch(/\.csv$/);
    expect(await blob.text()).toContain(`lihua,${password}`);
    // the footer's button (the corner's cross closes it too)
    await user.click(
      within(shown)
        .getAllByRole('button', { name: /关\s?闭/ })
        .at(-1)!,
    );
    await waitFor(() => expect(openDialogs()).toHaveLength(0));
  }, 60_000);

  it('imports nothing from a file without a valid row, and says why', async () => {
    await openPage();
    const { box } = await pick(csv('用户名称,手机号码\nlihua,13800009999\n'));
    expect(await within(box).findByText(/文件缺少必填列 姓名、角色/)).toBeInTheDocument();
    expect(within(box).getByRole('button', { name: '导入 0 条有效数据' })).toBeDisabled();
  });

  it('asks for .xlsx instead of a legacy .xls', async () => {
    await openPage();
    const { box } = await pick(new File(['x'], 'users.xls'));
    expect(await within(box).findByText(/另存为 \.xlsx/)).toBeInTheDocument();
    expect(dialog().getByRole('button', { name: '导入 0 条有效数据' })).toBeDisabled();
  });

  it('downloads a template whose headers are the columns to fill', async () => {
    const user = userEvent.setup();
    await openPage();
    const box = await openImport(user);
    await user.click(within(box).getByRole('button', { name: /下载模板/ }));
    const { fileName, rows } = await downloaded();
    expect(fileName).toBe('用户管理导入模板.xlsx');
    expect(rows[0]).toEqual([
      '用户名称',
      '姓名',
      '用户昵称',
      '用户密码',
      '手机号码',
      '邮箱',
      '性别',
      '状态',
      '角色',
      '备注',
    ]);
    expect(rows[1][0]).toBe('lihua');
  });
});
