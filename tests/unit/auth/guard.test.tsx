import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { server } from '../helpers/msw-server';
import { screenNameAt } from '@/router/known-screens';
import { loadScreen } from '@/router/page-registry';
import { useSessionStore } from '@/stores/session';
import { getToken, removeToken, setToken } from '@/utils/auth-token';
import { captchaAnswer, locationOf, renderApp } from '../helpers/app';
import { loggedInAs } from '../helpers/session';
import { resetFeedback, visibleDialogs } from '../helpers/feedback';
import { expireSessions, runOnRealServer } from '../helpers/real-server';

runOnRealServer();

/**
 * The code of the pages these tests open, loaded before the first test. On the server every call
 * answers within a few hundred ms, but the first test to open the shell waited ~5 s for vite to
 * transform and import its code (the layout, then the config screen in the next test), past the
 * 5 s the checks give the guard to land on a page: the guard was never late, the code was.
 */
async function codeOfTheOpenedPages(): Promise<void> {
  await Promise.all([
    import('@/AppProviders'),
    import('@/router/guard'),
    import('@/layout/Layout'),
    import('@/layout/tabs/CachedPages'),
    import('@/features/errors/NotFoundPage'),
    import('@/features/errors/UnauthorizedPage'),
    ...['/index', '/system/config/index'].map((address) => loadScreen(screenNameAt(address)!)),
  ]);
}
beforeAll(codeOfTheOpenedPages, 120_000);

afterEach(() => {
  resetFeedback();
  vi.restoreAllMocks();
});

describe('route guard', () => {
  it('sends a logged-in user away from /login', async () => {
    await loggedInAs('admin');
    const router = renderApp('/login');
    await waitFor(() => expect(locationOf(router)).toBe('/index'));
    expect(await screen.findByRole('heading', { name: /欢迎/ })).toBeInTheDocument();
  });

  it('opens a server-menu page directly (deep link or refresh) with its session loaded first', async () => {
    await loggedInAs('admin');
    const router = renderApp('/system/config/index');
    expect(await screen.findByText('sys.account.captchaEnabled')).toBeInTheDocument();
    expect(locationOf(router)).toBe('/system/config/index');
    expect(useSessionStore.getState().roles).toEqual(['admin']);
  });

  it('sends a screen outside the role to the no-access page /401', async () => {
    await loggedInAs('teacher');
    const router = renderApp('/system/user/index');
    await waitFor(() => expect(locationOf(router)).toBe('/401'));
    expect(await screen.findByRole('heading', { name: '没有访问权限' })).toBeInTheDocument();
  });

  it('treats a non-numeric id of a detail page as unknown', async () => {
    await loggedInAs('admin');
    const router = renderApp('/system/user-auth/role/abc');
    await waitFor(() => expect(locationOf(router)).toBe('/404'));
  });

  it('renders a clear message for a menu screen the console does not have', async () => {
    await loggedInAs('admin');
    server.use(
      http.get('*/csp/getRouters', () =>
        HttpResponse.json({
          code: 200,
          data: [
            {
              path: '/x',
              component: 'Layout',
              meta: { title: 'X' },
              children: [{ path: 'ghost', component: 'no/such/screen', meta: { title: '幽灵' } }],
            },
          ],
        }),
      ),
    );
    renderApp('/x/ghost');
    expect(await screen.findByText('页面不存在')).toBeInTheDocument();
    expect(screen.getByText(/no\/such\/screen/)).toBeInTheDocument();
  });

  it('changes a list query on the same page without a loading state', async () => {
    await loggedInAs('admin');
    const router = renderApp('/system/config/index');
    expect(await screen.findByText('sys.account.captchaEnabled')).toBeInTheDocument();
    const states: string[] = [];
    const stop = router.subscribe((state) => states.push(state.navigation.state));
    await router.navigate('/system/config/index?pageNum=2');
    stop();
    expect(locationOf(router)).toBe('/system/config/index?pageNum=2');
    expect(states).not.toContain('loading');
  });

  it('still sends a query change to the login page once the token is gone', async () => {
    await loggedInAs('admin');
    const router = renderApp('/system/config/index');
    expect(await screen.findByText('sys.account.captchaEnabled')).toBeInTheDocument();
    removeToken();
    await router.navigate('/system/config/index?pageNum=2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/system/config/index?pageNum=2')}`);
  });

  it('logs out and goes to / when the user info cannot be loaded', async () => {
    setToken('stale-token');
    const router = renderApp('/admin/school/index');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getToken()).toBeUndefined();
    expect(await screen.findByText('无效的会话，或者会话已过期，请重新登录。')).toBeInTheDocument();
    expect(visibleDialogs()).toHaveLength(0);
  });

  // Opening a console address with an expired token: the guard's calls and any call still on its
  // way (here a screen's list) all fail with 401, in an order nobody controls. Whichever answers
  // first, the outcome is the same: logged out, one message, no re-login dialog on the login page.
  it.each([
    ['the guard answers first', 0, 120],
    ["the screen's call answers first", 120, 0],
  ])('ends an expired session one way whatever answers first (%s)', async (_order, guardDelay, screenDelay) => {
    const expired = { code: 401, msg: '认证失败，无法访问系统资源' };
    server.use(
      http.get('*/csp/getInfo', async () => {
        await delay(guardDelay);
        return HttpResponse.json(expired);
      }),
      http.get('*/csp/system/config/list', async () => {
        await delay(screenDelay);
        return HttpResponse.json(expired);
      }),
    );
    setToken('stale-token');
    const { get } = await import('@/api/request');
    const screenCall = get('/system/config/list').catch(() => undefined);
    const router = renderApp('/admin/school/index');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await screenCall;
    await delay(50);
    expect(getToken()).toBeUndefined();
    expect(visibleDialogs()).toHaveLength(0);
    expect(await screen.findAllByText('无效的会话，或者会话已过期，请重新登录。')).not.toHaveLength(0);
  });

  it('keeps the user on the page when the session expires, behind one dialog', async () => {
    await loggedInAs('admin');
    renderApp('/index');
    await screen.findByRole('heading', { name: /欢迎/ });
    expireSessions();
    const { getRouters } = await import('@/features/auth/api');
    await Promise.allSettled([getRouters(), getRouters(), getRouters()]);
    await waitFor(() => expect(visibleDialogs()).toHaveLength(1));
    expect(screen.getByRole('heading', { name: /欢迎/ })).toBeInTheDocument();
  });
});

describe('captcha reading', () => {
  it('is answerable from the image', async () => {
    renderApp('/login');
    expect(Number(await captchaAnswer())).toBeGreaterThanOrEqual(0);
  });
});
