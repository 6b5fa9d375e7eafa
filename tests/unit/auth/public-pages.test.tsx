import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { eq } from 'drizzle-orm';
import { server } from '../helpers/msw-server';
import { i18n } from '@/i18n';
import { getToken } from '@/utils/auth-token';
import { createApp } from '../../../server/app';
import { users, wechatBindings } from '../../../server/db/schema';
import { WECHAT_TIMEOUT_MS } from '../../../server/settings';
import { clock } from '../../server/helpers/harness';
import { captchaAnswer, locationOf, renderApp } from '../helpers/app';
import { answerOfCaptchaSvg } from '../helpers/captcha';
import { resetFeedback } from '../helpers/feedback';
import { runOnRealServer, serverDb } from '../helpers/real-server';

runOnRealServer();
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
    expect(await screen.findByText('用户密码长度必须介于 5 和 20 之间')).toBeInTheDocument();
    expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument();
    expect(await screen.findByText('请输入验证码')).toBeInTheDocument();
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

/** Where the server reaches WeChat in these tests: msw answers for WeChat there, as WeChat does. */
const WECHAT_STUB = 'https://wechat.test';

/**
 * The server as deployed with WeChat's app id and secret (tests/server/wechat-bind/auth-bind.test.ts), on the
 * same database: the test's /auth/bind goes to it, and its code exchange to a WeChat answered by
 * msw, which knows one code. The default server has no WeChat settings and refuses every bind.
 */
function bindOnAServerWithWechat(code: string, openid: string): void {
  const withWechat = createApp({
    db: serverDb(),
    clock,
    wechat: { appId: 'wx-test-app', appSecret: 'test-secret', apiBase: WECHAT_STUB, timeoutMs: WECHAT_TIMEOUT_MS },
  });
  server.use(
    http.post('*/csp/auth/bind', ({ request }) => withWechat.fetch(request)),
    http.get(`${WECHAT_STUB}/sns/oauth2/access_token`, ({ request }) => {
      const known = new URL(request.url).searchParams.get('code') === code;
      // WeChat labels its JSON as text/plain
      return new HttpResponse(
        JSON.stringify(
          known
            ? { access_token: 'at-1', expires_in: 7200, openid, scope: 'snsapi_login' }
            : { errcode: 40029, errmsg: 'invalid code' },
        ),
        { headers: { 'Content-Type': 'text/plain' } },
      );
    }),
  );
}

async function accountBoundTo(openId: string): Promise<string[]> {
  const rows = await serverDb()
    .select({ userName: users.userName })
    .from(wechatBindings)
    .innerJoin(users, eq(users.userId, wechatBindings.userId))
    .where(eq(wechatBindings.openId, openId));
  return rows.map((row) => row.userName);
}

describe('social login pages', () => {
  it('/auth-redirect forwards the callback to /bind, and never off the site', async () => {
    const router = renderApp('/auth-redirect?code=wx-1&state=s');
    await waitFor(() => expect(locationOf(router)).toBe('/bind?code=wx-1&state=s'));
    const other = renderApp('/auth-redirect?redirect=%2F%2Fevil.example&code=wx-2');
    await waitFor(() => expect(locationOf(other)).toBe('/bind?code=wx-2'));
  });

  it('/bind links the WeChat identity to an account and logs in', async () => {
    bindOnAServerWithWechat('wx-code-1', 'openid-teacher');
    const router = renderApp('/bind?code=wx-code-1');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('账号'), 'teacher');
    await user.type(screen.getByLabelText('密码'), 'admin123');
    // the bind checks the password as the login does, behind the same captcha
    await user.type(screen.getByLabelText('验证码'), await captchaAnswer());
    await user.click(screen.getByRole('button', { name: '绑定并登录' }));
    await waitFor(() => expect(locationOf(router)).toBe('/index'), { timeout: 5000 });
    expect(getToken()).toBeTruthy();
    expect(await accountBoundTo('openid-teacher')).toEqual(['teacher']);
  });

  it('/bind asks for the captcha before it sends anything', async () => {
    renderApp('/bind?code=wx-code-1');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('账号'), 'teacher');
    await user.type(screen.getByLabelText('密码'), 'admin123');
    await user.click(screen.getByRole('button', { name: '绑定并登录' }));
    expect(await screen.findByText('请输入验证码')).toBeInTheDocument();
    expect(getToken()).toBeUndefined();
  });

  it.each([
    ['zh', '账号', '密码', '验证码', '验证码图片', '绑定并登录', '未开启微信登录'],
    [
      'en',
      'Username',
      'Password',
      'Verification code',
      'Verification code image',
      'Bind and log in',
      'WeChat login is not enabled',
    ],
  ])(
    "/bind shows the server's refusal in the user's language (%s) when WeChat login is not set up",
    async (language, username, password, code, image, bind, refusal) => {
      await i18n.changeLanguage(language);
      try {
        const router = renderApp('/bind?code=wx-code-1');
        const user = userEvent.setup();
        await user.type(await screen.findByLabelText(username), 'teacher');
        await user.type(screen.getByLabelText(password), 'admin123');
        const picture = (await screen.findByAltText(image)) as HTMLImageElement;
        await user.type(screen.getByLabelText(code), answerOfCaptchaSvg(atob(picture.src.split(',')[1])));
        await user.click(screen.getByRole('button', { name: bind }));
        expect(await screen.findByText(refusal)).toBeInTheDocument();
        expect(locationOf(router)).toBe('/bind?code=wx-code-1');
        expect(getToken()).toBeUndefined();
        expect(screen.getByLabelText(username)).toHaveValue('teacher');
      } finally {
        await i18n.changeLanguage('zh');
      }
    },
  );

  it('/bind without a WeChat code explains and does not submit', async () => {
    renderApp('/bind');
    expect(await screen.findByText(/缺少微信授权信息/)).toBeInTheDocument();
    expect(screen.getByLabelText('账号')).toBeDisabled();
  });
});
