import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mock/node';
import { getToken } from '@/utils/auth-token';
import { captchaAnswer, locationOf, renderApp } from '../helpers/app';
import { resetFeedback } from '../helpers/feedback';

afterEach(resetFeedback);

describe('register page', () => {
  it('checks lengths and that both passwords match', async () => {
    renderApp('/register');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('账号'), 'a');
    await user.type(screen.getByLabelText('密码'), '1234');
    await user.type(screen.getByLabelText('确认密码'), '12345');
    await user.click(screen.getByRole('button', { name: '注 册' }));
    expect(await screen.findByText('用户账号长度必须介于 2 和 20 之间')).toBeInTheDocument();
    expect(screen.getByText('用户密码长度必须介于 5 和 20 之间')).toBeInTheDocument();
    expect(screen.getByText('两次输入的密码不一致')).toBeInTheDocument();
    expect(screen.getByText('请输入验证码')).toBeInTheDocument();
  });

  it('registers an account and returns to the login page', async () => {
    const router = renderApp('/register');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('账号'), 'newteacher');
    await user.type(screen.getByLabelText('密码'), 'secret1');
    await user.type(screen.getByLabelText('确认密码'), 'secret1');
    await user.type(screen.getByLabelText('验证码'), await captchaAnswer());
    await user.click(screen.getByRole('button', { name: '注 册' }));
    await waitFor(() => expect(locationOf(router)).toBe('/login'));
    expect(await screen.findByText(/newteacher 注册成功/)).toBeInTheDocument();
  });

  it('shows the backend refusal when registration is switched off', async () => {
    server.use(http.post('*/csp/register', () => HttpResponse.json({ code: 500, msg: '当前系统没有开启注册功能！' })));
    const router = renderApp('/register');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('账号'), 'someone');
    await user.type(screen.getByLabelText('密码'), 'secret1');
    await user.type(screen.getByLabelText('确认密码'), 'secret1');
    await user.type(screen.getByLabelText('验证码'), await captchaAnswer());
    await user.click(screen.getByRole('button', { name: '注 册' }));
    expect(await screen.findByText('当前系统没有开启注册功能！')).toBeInTheDocument();
    expect(locationOf(router)).toBe('/register');
    expect(screen.getByLabelText('账号')).toHaveValue('someone');
  });
});

describe('social login pages', () => {
  it('/auth-redirect forwards the callback to /bind, and never off the site', async () => {
    const router = renderApp('/auth-redirect?code=wx-1&state=s');
    await waitFor(() => expect(locationOf(router)).toBe('/bind?code=wx-1&state=s'));
    const other = renderApp('/auth-redirect?redirect=%2F%2Fevil.example&code=wx-2');
    await waitFor(() => expect(locationOf(other)).toBe('/bind?code=wx-2'));
  });

  it('/bind links the WeChat identity to an account and logs in', async () => {
    const router = renderApp('/bind?code=wx-code-1');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('账号'), 'teacher');
    await user.type(screen.getByLabelText('密码'), 'admin123');
    await user.click(screen.getByRole('button', { name: '绑定并登录' }));
    await waitFor(() => expect(locationOf(router)).toBe('/index'), { timeout: 5000 });
    expect(getToken()).toBeTruthy();
  });

  it('/bind without a WeChat code explains and does not submit', async () => {
    renderApp('/bind');
    expect(await screen.findByText(/缺少微信授权信息/)).toBeInTheDocument();
    expect(screen.getByLabelText('账号')).toBeDisabled();
  });
});
