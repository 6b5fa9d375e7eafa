import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as authApi from '@/features/auth/api';
import { firstMenuPath, ROLE_SWITCH_RELOAD_MS } from '@/features/auth/role-switch';
import { useSessionStore } from '@/stores/session';
import * as navigation from '@/utils/navigation';
import { renderApp } from '../helpers/app';
import { loggedInAs } from '../helpers/session';
import { runOnRealServer } from '../helpers/real-server';
import { resetFeedback } from '../helpers/feedback';

runOnRealServer();

afterEach(() => {
  // Spies first: the setTimeout spy wraps the fake timer, which useRealTimers then replaces.
  vi.restoreAllMocks();
  vi.useRealTimers();
  resetFeedback();
});

async function openUserMenu() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: '用户菜单' }));
  await screen.findByText('退出登录');
  return user;
}

describe('role switch', () => {
  it('switches multi to discipline leader, says 已切换 and loads the first page of the new menu after 1 s', async () => {
    const load = vi.spyOn(navigation, 'loadPage').mockImplementation(() => undefined);
    const switchRole = vi.spyOn(authApi, 'switchRole');
    await loggedInAs('multi');
    renderApp('/index');
    // The first screen's lazy chunks load cold on a loaded machine: 15 s, as the other moved files give it.
    expect(await screen.findByRole('heading', { name: '欢迎，周老师' }, { timeout: 15_000 })).toBeInTheDocument();

    const user = await openUserMenu();
    await user.click(screen.getByText('切换角色'));
    const dialog = await screen.findByRole('dialog', { name: '切换角色' });
    // The first role of findUserRoles is preselected (the active one, marked as such).
    expect(await within(dialog).findByText('教师（当前）')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: '角色' }));
    await user.click(await screen.findByTitle('学科负责人'));
    expect(within(dialog).getByTitle('学科负责人')).toBeInTheDocument();

    vi.useFakeTimers({ shouldAdvanceTime: true });
    const timeout = vi.spyOn(window, 'setTimeout');
    fireEvent.click(within(dialog).getByRole('button', { name: '切 换' }));
    expect(await screen.findByText('已切换')).toBeInTheDocument();
    expect(switchRole).toHaveBeenCalledWith(5);
    await waitFor(() => expect(timeout.mock.calls.some(([, ms]) => ms === ROLE_SWITCH_RELOAD_MS)).toBe(true));
    expect(ROLE_SWITCH_RELOAD_MS).toBe(1000);
    expect(load).not.toHaveBeenCalled();

    vi.advanceTimersByTime(ROLE_SWITCH_RELOAD_MS);
    // The discipline leader's first menu route is 课程与内容; its first child is the course list.
    expect(load).toHaveBeenCalledWith('/admin/course/index');
    // 40 s: its first screen alone may take 15 s cold (above).
  }, 40_000);

  it('cancelling switches nothing', async () => {
    const load = vi.spyOn(navigation, 'loadPage').mockImplementation(() => undefined);
    const switchRole = vi.spyOn(authApi, 'switchRole');
    await loggedInAs('multi');
    renderApp('/index');
    const user = await openUserMenu();
    await user.click(screen.getByText('切换角色'));
    const dialog = await screen.findByRole('dialog', { name: '切换角色' });
    await within(dialog).findByText('教师（当前）');
    await user.click(within(dialog).getByRole('button', { name: /取\s?消/ }));
    expect(switchRole).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
    expect(useSessionStore.getState().roles).toEqual(['teacher']);
  });

  it('is not offered to a user with one role', async () => {
    await loggedInAs('admin');
    renderApp('/index');
    await openUserMenu();
    expect(screen.getByText('个人中心')).toBeInTheDocument();
    expect(screen.queryByText('切换角色')).not.toBeInTheDocument();
  });
});

describe('firstMenuPath', () => {
  it('resolves the first child of the first menu route against its parent', () => {
    expect(
      firstMenuPath([{ path: '/course-center', children: [{ path: '/admin/course/index' }, { path: '/x' }] }]),
    ).toBe('/admin/course/index');
    expect(firstMenuPath([{ path: '/teaching', children: [{ path: 'mine' }] }])).toBe('/teaching/mine');
    expect(firstMenuPath([{ path: '/', children: [{ path: 'index' }] }])).toBe('/index');
  });

  it('falls back to the home page when there is no menu or the first child is an external link', () => {
    expect(firstMenuPath([])).toBe('/index');
    expect(firstMenuPath([{ path: '/links', children: [{ path: 'https://example.org' }] }])).toBe('/index');
  });
});
