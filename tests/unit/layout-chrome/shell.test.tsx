import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAppStore } from '@/stores/app';
import { DEFAULT_SETTINGS, LAYOUT_SETTING_KEY, useSettingsStore } from '@/stores/settings';
import { renderApp } from '../helpers/app';
import { resetFeedback } from '../helpers/feedback';
import { loggedInAs } from '../helpers/session';
import { runOnRealServer } from '../helpers/real-server';

runOnRealServer();

const DESKTOP_WIDTH = window.innerWidth;

function resizeTo(width: number) {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    window.dispatchEvent(new Event('resize'));
  });
}

beforeEach(() => {
  useSettingsStore.setState({ ...DEFAULT_SETTINGS });
});
afterEach(() => {
  resetFeedback();
  resizeTo(DESKTOP_WIDTH);
  vi.restoreAllMocks();
});

const topMenu = () => screen.findByRole('navigation', { name: '顶部菜单' });
const sidebar = () => screen.findByRole('navigation', { name: '主菜单' });

/** Visible top items by text, "More" last when there is one. */
async function topTitles(): Promise<string[]> {
  const menu = within(await topMenu()).getByRole('menu');
  return Array.from(menu.children)
    .filter((li) => li.getAttribute('aria-hidden') !== 'true')
    .map((li) => (li.textContent ?? '').trim())
    .filter(Boolean);
}

describe('shell chrome', () => {
  it('shows the top menu by default; a chosen group fills the sidebar; off restores the sidebar and breadcrumb', async () => {
    await loggedInAs('admin');
    renderApp('/index');
    // The first screen's lazy chunks load cold on a loaded machine: 15 s, as the other moved files give it.
    await screen.findByRole('heading', { name: /欢迎/ }, { timeout: 15_000 });
    // jsdom's window is 1024 px wide: 1024 / 3 / 85 -> 4 items, the rest under "More".
    expect(await topTitles()).toEqual(['首页', '课程与内容', '学校管理', '学科管理', '更多菜单']);
    expect(screen.queryByRole('navigation', { name: '当前位置' })).toBeNull();

    // On the home page the sidebar keeps the whole menu.
    expect(within(await sidebar()).getByText('系统管理')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(await topMenu()).getByText('学校管理'));
    await waitFor(() =>
      expect(within(screen.getByRole('navigation', { name: '主菜单' })).queryByText('系统管理')).toBeNull(),
    );
    expect(within(await sidebar()).getByRole('link', { name: '学校列表' })).toBeInTheDocument();

    act(() => useSettingsStore.getState().setSwitch('topNav', false));
    expect(screen.queryByRole('navigation', { name: '顶部菜单' })).toBeNull();
    expect(await screen.findByRole('navigation', { name: '当前位置' })).toBeInTheDocument();
    expect(within(await sidebar()).getByText('系统管理')).toBeInTheDocument();
    // 40 s: its first screen alone may take 15 s cold (above).
  }, 40_000);

  it('highlights the group of the current page and lists only that group in the sidebar', async () => {
    await loggedInAs('admin');
    renderApp('/admin/activity/index');
    const nav = await sidebar();
    await waitFor(() => expect(within(nav).getByRole('link', { name: '活动管理' })).toBeInTheDocument());
    expect(within(nav).queryByRole('link', { name: '学校列表' })).toBeNull();
  });

  it('swaps the second and third top items for role A4', async () => {
    await loggedInAs('bd');
    renderApp('/index');
    await screen.findByRole('heading', { name: /欢迎/ });
    expect(await topTitles()).toEqual(['首页', '运营管理', '学校管理']);
  });

  it('opens the settings drawer from the gear; the tab strip follows its switch', async () => {
    await loggedInAs('admin');
    renderApp('/index');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '布局设置' }));
    const drawer = await screen.findByRole('dialog', { name: '布局设置' });
    expect(screen.queryByRole('tablist', { name: '已打开的页面' })).toBeNull();
    await user.click(within(drawer).getByRole('switch', { name: '开启标签页' }));
    expect(await screen.findByRole('tablist', { name: '已打开的页面' })).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: '主题色 #f5222d' }));
    expect(useSettingsStore.getState().theme).toBe('#f5222d');
    expect(within(drawer).getByRole('button', { name: '主题色 #f5222d' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(drawer).getByRole('button', { name: '自定义主题色' })).toBeInTheDocument();
    expect(localStorage.getItem(LAYOUT_SETTING_KEY)).toBeNull();
  });

  it('on a phone the sidebar is a drawer with an overlay that closes it, and it closes on navigation', async () => {
    await loggedInAs('admin');
    resizeTo(390);
    renderApp('/index');
    await screen.findByRole('heading', { name: /欢迎/ });
    expect(useAppStore.getState().device).toBe('mobile');
    expect(screen.queryByRole('navigation', { name: '主菜单' })).toBeNull();
    expect(screen.queryByRole('button', { name: '搜索菜单' })).toBeNull();
    expect(screen.queryByRole('button', { name: '全屏' })).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '展开侧边栏' }));
    expect(await sidebar()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '关闭菜单' }));
    expect(screen.queryByRole('navigation', { name: '主菜单' })).toBeNull();

    await user.click(screen.getByRole('button', { name: '展开侧边栏' }));
    await user.click(within(await sidebar()).getByText('学校管理'));
    await user.click(await screen.findByRole('link', { name: '学校列表' }));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: '主菜单' })).toBeNull());
    expect(screen.queryByRole('button', { name: '关闭菜单' })).toBeNull();
  });

  it('opens the search page from the search box', async () => {
    await loggedInAs('admin');
    const router = renderApp('/index');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '搜索菜单' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/search'));
  });

  it('says so when the browser has no full screen', async () => {
    await loggedInAs('admin');
    renderApp('/index');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '全屏' }));
    expect(await screen.findByText('你的浏览器不支持全屏')).toBeInTheDocument();
  });

  it('sets the window title from the page when the dynamic title is on', async () => {
    await loggedInAs('admin');
    renderApp('/admin/school/index');
    await waitFor(() => expect(document.title).toBe('课程系统'));
    act(() => useSettingsStore.getState().setSwitch('dynamicTitle', true));
    await waitFor(() => expect(document.title).toBe('学校列表 - 课程系统'));
  });
});
