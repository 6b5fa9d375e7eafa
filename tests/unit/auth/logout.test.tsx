import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@/stores/session';
import { getToken } from '@/utils/auth-token';
import * as navigation from '@/utils/navigation';
import { renderApp } from '../helpers/app';
import { loggedInAs } from '../helpers/session';
import { resetFeedback } from '../helpers/feedback';
import { runOnRealServer } from '../helpers/real-server';

runOnRealServer();
afterEach(() => {
  resetFeedback();
  vi.restoreAllMocks();
});

describe('logout', () => {
  it('asks first; cancel keeps the session, confirm ends it and reloads /index', async () => {
    const load = vi.spyOn(navigation, 'loadPage').mockImplementation(() => undefined);
    await loggedInAs('admin');
    renderApp('/index');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '用户菜单' }));
    await user.click(await screen.findByText('退出登录'));
    expect(await screen.findByText('确定注销并退出系统吗？')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /取\s?消/ }));
    expect(getToken()).toBeTruthy();
    expect(load).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: '用户菜单' }));
    await user.click(await screen.findByText('退出登录'));
    const dialogs = await screen.findAllByText('确定注销并退出系统吗？');
    const okButtons = screen.getAllByRole('button', { name: /确\s?定/ });
    expect(dialogs.length).toBeGreaterThan(0);
    await user.click(okButtons[okButtons.length - 1]);
    await waitFor(() => expect(load).toHaveBeenCalledWith('/index'));
    expect(getToken()).toBeUndefined();
    expect(useSessionStore.getState().roles).toEqual([]);
  });
});
