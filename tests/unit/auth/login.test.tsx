import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getToken } from '@/utils/auth-token';
import * as consoleAhead from '@/utils/prefetch-console';
import { captchaAnswer, locationOf, renderApp } from '../helpers/app';
import { resetFeedback } from '../helpers/feedback';
import { runOnRealServer } from '../helpers/real-server';

runOnRealServer();

afterEach(() => {
  resetFeedback();
  vi.restoreAllMocks();
});

async function fillLogin(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('账号'), username);
  await user.type(screen.getByLabelText('密码'), password);
  await user.type(screen.getByLabelText('验证码'), await captchaAnswer());
  await user.click(screen.getByRole('button', { name: '登 录' }));
}

describe('login page', () => {
  it('asks for each required field', async () => {
    renderApp('/login');
    await screen.findByAltText('验证码图片');
    await userEvent.click(screen.getByRole('button', { name: '登 录' }));
    expect(await screen.findByText('请输入您的账号')).toBeInTheDocument();
    expect(await screen.findByText('请输入您的密码')).toBeInTheDocument();
    expect(await screen.findByText('请输入验证码')).toBeInTheDocument();
  });

  it('logs in with a trimmed username and follows an internal redirect', async () => {
    const router = renderApp('/admin/school/index?tab=2');
    await waitFor(() => expect(locationOf(router)).toBe('/login?redirect=%2Fadmin%2Fschool%2Findex%3Ftab%3D2'));
    await fillLogin('  admin  ', 'admin123');
    await waitFor(() => expect(locationOf(router)).toBe('/admin/school/index?tab=2'), { timeout: 5000 });
    expect(getToken()).toBeTruthy();
    // the schools list, the page the redirect named
    expect(await screen.findByText('北京市海淀区实验小学', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('ignores a redirect to another site', async () => {
    const router = renderApp('/login?redirect=%2F%2Fevil.example');
    await fillLogin('admin', 'admin123');
    await waitFor(() => expect(locationOf(router)).toBe('/index'), { timeout: 5000 });
  });

  it('shows the server reason for a wrong password and fetches a new captcha', async () => {
    renderApp('/login');
    const first = ((await screen.findByAltText('验证码图片')) as HTMLImageElement).src;
    await fillLogin('admin', 'wrong-password');
    expect(await screen.findByText('用户不存在/密码错误')).toBeInTheDocument();
    await waitFor(() => expect((screen.getByAltText('验证码图片') as HTMLImageElement).src).not.toBe(first));
    expect(screen.getByLabelText('验证码')).toHaveValue('');
    expect(getToken()).toBeUndefined();
  });

  it('fetches a new captcha when the image is clicked', async () => {
    renderApp('/login');
    const first = ((await screen.findByAltText('验证码图片')) as HTMLImageElement).src;
    await userEvent.click(screen.getByRole('button', { name: '换一张验证码' }));
    await waitFor(() => expect((screen.getByAltText('验证码图片') as HTMLImageElement).src).not.toBe(first));
  });

  it('runs the console ahead once someone types, not while the page is only looked at', async () => {
    const ahead = vi.spyOn(consoleAhead, 'runConsoleAhead');
    renderApp('/login');
    await screen.findByAltText('验证码图片');
    expect(ahead).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('账号'), 'a');
    expect(ahead).toHaveBeenCalled();
  });

  it("keeps what was typed into index.html's fields before the page arrived, in the field the visitor was in", async () => {
    // index.html's frame as a visitor leaves it: a username typed, the password begun
    const frame = document.createElement('div');
    frame.id = 'boot-frame';
    frame.innerHTML =
      '<input id="boot-username" aria-label="账号" /><input id="boot-password" type="password" aria-label="密码" />';
    document.body.append(frame);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('账号'), 'admin');
    await user.type(screen.getByLabelText('密码'), 'admin');
    const ahead = vi.spyOn(consoleAhead, 'runConsoleAhead');

    renderApp('/login');
    await screen.findByAltText('验证码图片');

    // the frame is gone; its values are in the login page's own fields
    expect(document.getElementById('boot-frame')).toBeNull();
    expect(screen.getByLabelText('账号')).toHaveValue('admin');
    expect(screen.getByLabelText('密码')).toHaveValue('admin');
    // the visitor's next keystrokes land where they were typing; they had started to log in
    expect(screen.getByLabelText('密码')).toHaveFocus();
    expect(ahead).toHaveBeenCalled();
    await user.keyboard('123');
    await user.type(screen.getByLabelText('验证码'), await captchaAnswer());
    await user.click(screen.getByRole('button', { name: '登 录' }));
    await waitFor(() => expect(getToken()).toBeTruthy(), { timeout: 5000 });
  });

  it('serves the same form at /admin/login', async () => {
    renderApp('/admin/login');
    expect(await screen.findByRole('form', { name: '登录' })).toBeInTheDocument();
    expect(screen.getByLabelText('账号')).toBeInTheDocument();
  });
});
