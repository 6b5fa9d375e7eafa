import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { locationOf, renderApp } from '../helpers/app';
import { loggedInAs } from '../helpers/session';
import { runOnRealServer } from '../helpers/real-server';

runOnRealServer();

afterEach(() => vi.restoreAllMocks());

describe('/redirect/<path>', () => {
  it('replaces itself with the path it carries, query included', async () => {
    await loggedInAs('admin');
    const router = renderApp('/redirect/admin/school/index?x=1');
    // The first render loads the shell's chunks: slow on a busy machine.
    await waitFor(() => expect(locationOf(router)).toBe('/admin/school/index?x=1'), { timeout: 10_000 });
  });

  it.each([
    '/redirect//evil.example',
    '/redirect/%2F%2Fevil.example',
    '/redirect/\\evil.example',
    '/redirect/.//evil.example',
  ])('sends %s to the home page, never off the site or to the error page', async (path) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await loggedInAs('admin');
    const router = renderApp(path);
    await waitFor(() => expect(locationOf(router)).toBe('/index'), { timeout: 10_000 });
    expect(await screen.findByRole('heading', { name: '欢迎，平台管理员' })).toBeInTheDocument();
    expect(screen.queryByText('页面无法显示')).not.toBeInTheDocument();
  });
});
