import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { count, eq, inArray } from 'drizzle-orm';
import { useTabsStore } from '@/stores/tabs';
import { server } from '../helpers/msw-server';
import { contents, menus, ossFiles, roleMenus, roles } from '../../../server/db/schema';
import { locationOf, renderApp } from '../helpers/app';
import { runOnRealServer, serverDb } from '../helpers/real-server';
import { loggedInAs } from '../helpers/session';
import { resetFeedback } from '../helpers/feedback';
import { openDialogs, questionDialog, topDialog as dialog } from '../system/helpers/dialogs';

runOnRealServer();
afterEach(resetFeedback);
// Each test is a fresh visit: no tabs left open by an earlier test of this file (several open
// the same editor address, which would then be on screen twice).
beforeEach(() => {
  sessionStorage.clear();
  useTabsStore.getState().keep([]);
});

const OK = /确\s?定/;
const LIST = '/admin/content/index';

async function openList(path = LIST) {
  await loggedInAs('admin');
  const router = renderApp(path);
  // The first render compiles the screen's chunk: more time than a lookup usually needs.
  const table = await screen.findByRole('table', {}, { timeout: 15_000 });
  await within(table).findByText('串联与并联电路演示');
  return { router, table };
}

const rowOf = (table: HTMLElement, text: string) => within(table).getByText(text).closest('tr') as HTMLElement;
/** A content item as the server holds it, by its Chinese title (undefined once deleted). */
const savedContent = async (title: string) =>
  (await serverDb().select().from(contents).where(eq(contents.title, title)))[0];
const idOf = async (title: string) => (await savedContent(title))!.contentId;
const storedFileCount = async () => (await serverDb().select({ n: count() }).from(ossFiles))[0].n;

/** Gives a role these content permissions (the page and its buttons), as the roles screen would. */
async function grantContent(roleKey: string, acts: string[]) {
  const perms = ['admin:content:list', ...acts.map((act) => `admin:content:${act}`)];
  const [role] = await serverDb().select().from(roles).where(eq(roles.roleKey, roleKey));
  const granted = await serverDb().select().from(menus).where(inArray(menus.perms, perms));
  await serverDb()
    .insert(roleMenus)
    .values(granted.map((m) => ({ roleId: role.roleId, menuId: m.menuId })))
    .onConflictDoNothing();
}

// Each test renders the whole console (shell, list, editor); on a busy machine that takes a while.
const SLOW = { timeout: 60_000 };

describe('content list', SLOW, () => {
  it('shows each item with its public address and a QR code that opens a larger one', async () => {
    const user = userEvent.setup();
    const { table } = await openList();
    const id = await idOf('串联与并联电路演示');
    const address = `${window.location.origin}/contentView?id=${id}`;
    const row = rowOf(table, '串联与并联电路演示');
    expect(within(row).getByRole('link', { name: address })).toHaveAttribute('href', address);
    await user.click(within(row).getByRole('button', { name: '串联与并联电路演示的二维码' }));
    await waitFor(() => expect(openDialogs()).toHaveLength(1));
    expect(dialog().getByText('二维码：串联与并联电路演示')).toBeInTheDocument();
    expect(dialog().getByRole('img', { name: '串联与并联电路演示的二维码' })).toBeInTheDocument();
    expect(dialog().getByText(address)).toBeInTheDocument();
    expect(dialog().getByRole('button', { name: /下载 PNG/ })).toBeInTheDocument();
    expect(dialog().getByRole('button', { name: /打\s?印/ })).toBeInTheDocument();
  });

  it('filters by a title in either language, keeping the filter in the address', async () => {
    const user = userEvent.setup();
    const { router, table } = await openList();
    const form = screen.getByRole('search');
    await user.type(within(form).getByLabelText('标题'), 'moon');
    await user.click(within(form).getByRole('button', { name: /搜\s?索/ }));
    await waitFor(() => expect(locationOf(router)).toContain('title=moon'));
    await waitFor(() => {
      expect(within(table).getAllByRole('row')).toHaveLength(2);
      expect(within(table).getByText('月相变化')).toBeInTheDocument();
    });
  });

  it('deletes after a confirmation naming the item', async () => {
    const user = userEvent.setup();
    const { table } = await openList();
    await user.click(within(rowOf(table, '月相变化')).getByRole('button', { name: /删\s?除/ }));
    const question = '是否确认删除"月相变化"？';
    await user.click((await questionDialog(question)).getByRole('button', { name: OK }));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(await savedContent('月相变化')).toBeUndefined();
  });

  it('offers add, edit and delete only with their permissions', async () => {
    await grantContent('principal', ['query']);
    await loggedInAs('principal');
    renderApp(LIST);
    const table = await screen.findByRole('table', {}, { timeout: 15_000 });
    const row = rowOf(
      await within(table)
        .findByText('月相变化')
        .then(() => table),
      '月相变化',
    );
    expect(screen.queryByRole('button', { name: /新\s?增/ })).toBeNull();
    expect(within(row).queryByRole('button', { name: /修\s?改|编\s?辑/ })).toBeNull();
    expect(within(row).queryByRole('button', { name: /删\s?除/ })).toBeNull();
    // Everyone who sees the list may show and print the codes.
    expect(within(row).getByRole('button', { name: '月相变化的二维码' })).toBeInTheDocument();
  });

  it('opens the editor of a row, one tab per item id', async () => {
    const user = userEvent.setup();
    const { router, table } = await openList();
    await user.click(within(rowOf(table, '月相变化')).getByRole('button', { name: /修\s?改|编\s?辑/ }));
    const id = await idOf('月相变化');
    await waitFor(() => expect(locationOf(router)).toBe(`/admin/content/edit/${id}`));
    expect(await screen.findByDisplayValue('Phases of the Moon', {}, { timeout: 15_000 })).toBeInTheDocument();
  });
});

const mp4 = () =>
  new File([new Uint8Array([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypisom')])], '实验.mp4', {
    type: 'video/mp4',
  });

describe('content editor', SLOW, () => {
  it('refuses an empty form with the same messages as the backend', async () => {
    const user = userEvent.setup();
    await loggedInAs('admin');
    renderApp('/admin/content/edit/new');
    await user.click(await screen.findByRole('button', { name: /保\s?存/ }, { timeout: 15_000 }));
    expect(await screen.findByText('标题不能为空')).toBeInTheDocument();
    expect(await screen.findByText('视频不能为空')).toBeInTheDocument();
    expect(await screen.findByText('描述不能为空')).toBeInTheDocument();
  });

  it('refuses a file that is not an mp4, then creates an item with an uploaded mp4 and goes back to the list', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await loggedInAs('admin');
    // jsdom's multipart bodies do not reach the server intact: the upload is answered as the server would.
    const video = '/csp/system/oss/file/77/%E5%AE%9E%E9%AA%8C.mp4';
    server.use(
      http.post('*/csp/system/oss/upload', () =>
        HttpResponse.json({ code: 200, msg: '操作成功', data: { fileName: '实验.mp4', url: video, ossId: 77 } }),
      ),
    );
    const router = renderApp('/admin/content/edit/new');
    await user.type(await screen.findByLabelText('标题（中文）', {}, { timeout: 15_000 }), '声音的传播');
    await user.type(screen.getByLabelText('描述（中文）'), '敲一敲桌面。');
    // The picker renews its file input after every choice: find it afresh each time.
    const input = () => screen.getByText('选取文件').closest('.ant-upload')!.querySelector('input')!;
    const before = await storedFileCount();
    await user.upload(input(), new File(['x'], 'clip.mov', { type: 'video/quicktime' }));
    expect(await screen.findByText('文件格式不正确, 请上传mp4格式文件!')).toBeInTheDocument();
    expect(await storedFileCount()).toBe(before);
    await user.upload(input(), mp4());
    expect(await screen.findByText('实验.mp4')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /保\s?存/ }));
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    await waitFor(() => expect(locationOf(router)).toBe(LIST));
    expect(await savedContent('声音的传播')).toMatchObject({
      titleEn: '',
      description: '敲一敲桌面。',
      video,
    });
  });

  it('edits one language without touching the other', async () => {
    const user = userEvent.setup();
    await loggedInAs('admin');
    const id = await idOf('月相变化');
    renderApp(`/admin/content/edit/${id}`);
    const english = await screen.findByDisplayValue('Phases of the Moon', {}, { timeout: 15_000 });
    await user.clear(english);
    await user.type(english, 'The Moon month');
    await user.click(screen.getByRole('button', { name: /保\s?存/ }));
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    const [saved] = await serverDb().select().from(contents).where(eq(contents.contentId, id));
    expect(saved).toMatchObject({
      title: '月相变化',
      titleEn: 'The Moon month',
    });
  });

  it('says so for an unknown item', async () => {
    await loggedInAs('admin');
    renderApp('/admin/content/edit/9999');
    expect(await screen.findByText('该内容不存在，可能已被删除。', {}, { timeout: 15_000 })).toBeInTheDocument();
  });
});
