import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../helpers/app';
import { loggedInAs } from '../helpers/session';
import { resetFeedback } from '../helpers/feedback';
import { runOnRealServer } from '../helpers/real-server';

runOnRealServer();
// A screen's chunk "fails to load" while it is offline, as a blocked chunk does in a browser.
// Each test uses its own screen: a module that loaded once stays loaded.
const chunks = vi.hoisted(() => ({ offline: new Set<string>(), loads: new Map<string, number>() }));
function fakeChunk(name: string) {
  chunks.loads.set(name, (chunks.loads.get(name) ?? 0) + 1);
  if (chunks.offline.has(name)) throw new Error(`Failed to fetch dynamically imported module: /assets/${name}.js`);
  return { default: () => <p>{name} loaded</p> };
}
vi.mock('@/features/profile/ProfilePage', () => fakeChunk('ProfilePage'));
vi.mock('@/features/profile/ChangePasswordPage', () => fakeChunk('ChangePasswordPage'));

afterEach(() => {
  resetFeedback();
  vi.restoreAllMocks();
  chunks.offline.clear();
});

const retryButton = () => screen.findByRole('button', { name: '重 试' }, { timeout: 10_000 });

describe('a screen whose chunk failed to load', () => {
  it('loads again when the user presses retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    chunks.offline.add('ProfilePage');
    await loggedInAs('admin');
    renderApp('/user/profile');
    const retry = await retryButton();
    expect(screen.queryByText('ProfilePage loaded')).not.toBeInTheDocument();

    chunks.offline.clear();
    const before = chunks.loads.get('ProfilePage') ?? 0;
    await userEvent.click(retry);

    expect(await screen.findByText('ProfilePage loaded')).toBeInTheDocument();
    expect(chunks.loads.get('ProfilePage')).toBe(before + 1);
  });

  it('loads again when the user goes elsewhere and comes back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    chunks.offline.add('ChangePasswordPage');
    await loggedInAs('admin');
    const router = renderApp('/user/changeInfoPw');
    await retryButton();

    chunks.offline.clear();
    await router.navigate('/index');
    await screen.findByRole('heading', { name: '欢迎，平台管理员' });
    await router.navigate('/user/changeInfoPw');

    await waitFor(() => expect(screen.getByText('ChangePasswordPage loaded')).toBeInTheDocument());
  });
});
