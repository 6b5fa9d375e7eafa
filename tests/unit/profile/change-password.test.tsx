import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../helpers/app';
import { loggedInAs } from '../helpers/session';
import { runOnRealServer } from '../helpers/real-server';
import { resetFeedback } from '../helpers/feedback';
import { useTabsStore } from '@/stores/tabs';

runOnRealServer();

afterEach(resetFeedback);

async function openPage() {
  await loggedInAs('teacher');
  renderApp('/user/changeInfoPw');
  return {
    old: await screen.findByLabelText('旧密码'),
    fresh: screen.getByLabelText('新密码'),
    confirm: screen.getByLabelText('确认密码'),
    save: screen.getByRole('button', { name: /保\s?存/ }),
  };
}

describe('change password', () => {
  it('validates every field with the spec messages', async () => {
    const user = userEvent.setup();
    const { fresh, confirm, save } = await openPage();
    await user.click(save);
    expect(await screen.findByText('旧密码不能为空')).toBeInTheDocument();
    expect(await screen.findByText('新密码不能为空')).toBeInTheDocument();
    expect(await screen.findByText('确认密码不能为空')).toBeInTheDocument();
    await user.type(fresh, '12345');
    expect(await screen.findByText('长度在 6 到 20 个字符')).toBeInTheDocument();
    await user.type(confirm, '99999');
    expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument();
  });

  it('keeps what was typed when the server refuses, and marks the page unsaved', async () => {
    const user = userEvent.setup();
    const { old, fresh, confirm, save } = await openPage();
    await user.type(old, 'not-my-password');
    await user.type(fresh, 'newpass1');
    await user.type(confirm, 'newpass1');
    await waitFor(() => expect(useTabsStore.getState().dirty['/user/changeInfoPw']).toBe(true));
    await user.click(save);
    expect(await screen.findByText('修改密码失败，旧密码错误')).toBeInTheDocument();
    expect(fresh).toHaveValue('newpass1');
  });

  it('changes the password', async () => {
    const user = userEvent.setup();
    const { old, fresh, confirm, save } = await openPage();
    await user.type(old, 'admin123');
    await user.type(fresh, 'newpass1');
    await user.type(confirm, 'newpass1');
    await user.click(save);
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('新密码')).toHaveValue(''));
    await waitFor(() => expect(useTabsStore.getState().dirty['/user/changeInfoPw']).toBe(false));
  });
});
