import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { asc, eq, gt } from 'drizzle-orm';
import { useSessionStore } from '@/stores/session';
import { useTabsStore } from '@/stores/tabs';
import { ossFiles, userRoles, users } from '../../../server/db/schema';
import { ossUrl } from '../../../server/areas/file/uploads';
import { renderApp } from '../helpers/app';
import { loggedInAs } from '../helpers/session';
import { resetFeedback } from '../helpers/feedback';
import { runOnRealServer, serverDb } from '../helpers/real-server';

runOnRealServer();
afterEach(resetFeedback);

const save = () => screen.getByRole('button', { name: /保\s?存/ });
const stored = async (userName: string) =>
  (await serverDb().select().from(users).where(eq(users.userName, userName)))[0];

/** The seed's sample files are in the upload table too: a test's uploads are the ones past them. */
async function uploadsAfter(): Promise<() => Promise<{ ossId: number; fileName: string }[]>> {
  const seeded = await serverDb().select({ ossId: ossFiles.ossId }).from(ossFiles);
  const last = Math.max(0, ...seeded.map((f) => f.ossId));
  return () =>
    serverDb()
      .select({ ossId: ossFiles.ossId, fileName: ossFiles.fileName })
      .from(ossFiles)
      .where(gt(ossFiles.ossId, last))
      .orderBy(asc(ossFiles.ossId));
}

async function openProfile(username = 'multi') {
  await loggedInAs(username);
  const router = renderApp('/user/profile');
  // the first screen of a file loads its lazy chunks cold, slowly on a loaded machine
  await screen.findByLabelText('用户昵称', {}, { timeout: 30_000 });
  return router;
}

// Whole-app flows on a shared, loaded machine: the first test took over 20 s at a load of 15.
const SLOW = { timeout: 60_000 };

/** The avatar's file input (the upload control hides it). */
const avatarInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

/** A PNG's whole eight-byte signature: the server types an upload by its content, not by what the client declares. */
const pngPicture = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'me.png', { type: 'image/png' });

describe('profile page', SLOW, () => {
  it('shows the user’s info card', async () => {
    await openProfile();
    const card = screen.getByText('个人信息').closest('.ant-card') as HTMLElement;
    for (const text of [
      'multi',
      '周杰',
      '13800000007',
      'zhoujie@hdsyxx.edu.cn',
      '教师, 学科负责人',
      '2024-09-01 08:00:00',
    ]) {
      expect(within(card).getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('手机号码')).toHaveValue('13800000007');
    expect(screen.getByRole('link', { name: '修改密码' })).toHaveAttribute('href', '/user/changeInfoPw');
  });

  it('refuses an empty nickname and invalid email or phone without saving', async () => {
    const user = userEvent.setup();
    await openProfile();
    await user.clear(screen.getByLabelText('用户昵称'));
    await user.clear(screen.getByLabelText('用户邮箱'));
    await user.clear(screen.getByLabelText('手机号码'));
    await user.click(save());
    expect(await screen.findByText('用户昵称不能为空')).toBeInTheDocument();
    expect(await screen.findByText('邮箱地址不能为空')).toBeInTheDocument();
    expect(await screen.findByText('手机号码不能为空')).toBeInTheDocument();
    await user.type(screen.getByLabelText('用户邮箱'), 'zhou@');
    await user.type(screen.getByLabelText('手机号码'), '12345');
    await user.click(save());
    expect(await screen.findByText('请输入正确的邮箱地址')).toBeInTheDocument();
    expect(await screen.findByText('请输入正确的手机号码')).toBeInTheDocument();
    expect((await stored('multi')).email).toBe('zhoujie@hdsyxx.edu.cn');
  });

  it('saves the profile and updates the session’s nickname', async () => {
    const user = userEvent.setup();
    await openProfile();
    const nick = screen.getByLabelText('用户昵称');
    await user.clear(nick);
    await user.type(nick, '周周');
    await waitFor(() => expect(useTabsStore.getState().dirty['/user/profile']).toBe(true));
    await user.click(screen.getByRole('radio', { name: '女' }));
    await user.click(save());
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect(await stored('multi')).toMatchObject({ nickName: '周周', sex: '1' });
    expect(useSessionStore.getState().user?.nickName).toBe('周周');
    await waitFor(() => expect(useTabsStore.getState().dirty['/user/profile']).toBe(false));
  });

  it('shows the server’s refusal and keeps what was typed', async () => {
    const user = userEvent.setup();
    await openProfile();
    const phone = screen.getByLabelText('手机号码');
    await user.clear(phone);
    await user.type(phone, '13800000001');
    await user.click(save());
    expect(await screen.findByText('修改个人信息失败，手机号码已存在')).toBeInTheDocument();
    expect(phone).toHaveValue('13800000001');
  });

  it('changes the avatar through the image upload, then saves it', async () => {
    const user = userEvent.setup();
    const uploads = await uploadsAfter();
    await openProfile();
    await user.upload(avatarInput(), pngPicture());
    await waitFor(async () => expect(await uploads()).toHaveLength(1));
    await user.click(save());
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    const [upload] = await uploads();
    const url = ossUrl(upload.ossId, upload.fileName);
    // the record keeps the address; the console shows it signed for its user (docs/api.md "Files")
    expect((await stored('multi')).avatar).toBe(url);
    expect(useSessionStore.getState().avatar).toMatch(
      new RegExp(`^${url.replace(/[.?]/g, '\\$&')}\\?e=\\d+&u=\\d+&s=`),
    );
  });

  it('uploads the avatar of an account without a role, which may upload nothing else', async () => {
    const user = userEvent.setup();
    const uploads = await uploadsAfter();
    const multi = await stored('multi');
    await serverDb().delete(userRoles).where(eq(userRoles.userId, multi.userId));
    await openProfile();
    await user.upload(avatarInput(), pngPicture());
    await waitFor(async () => expect(await uploads()).toHaveLength(1));
    await user.click(save());
    const [upload] = await uploads();
    await waitFor(async () => expect((await stored('multi')).avatar).toBe(ossUrl(upload.ossId, upload.fileName)));
  });

  it('refuses an avatar over 5 MB without uploading it', async () => {
    const user = userEvent.setup();
    const uploads = await uploadsAfter();
    await openProfile();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(input, big);
    expect(await screen.findByText('上传头像图片大小不能超过 5 MB!')).toBeInTheDocument();
    expect(await uploads()).toHaveLength(0);
  });
});
