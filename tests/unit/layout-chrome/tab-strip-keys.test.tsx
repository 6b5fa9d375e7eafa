import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SETTINGS, useSettingsStore } from '@/stores/settings';
import { useTabsStore } from '@/stores/tabs';
import { locationOf, renderApp } from '../helpers/app';
import { loggedInAs } from '../helpers/session';
import { runOnRealServer } from '../helpers/real-server';

runOnRealServer();

// The tab strip with the keyboard: the tab pattern's keys, Delete closes, Shift+F10 opens the
// tab's actions, and Escape gives the focus back to the tab.

beforeEach(() => {
  useSettingsStore.setState({ ...DEFAULT_SETTINGS, tagsView: true });
  useTabsStore.getState().keep([]);
});

describe('tab strip keys', () => {
  it('moves with the arrows, opens with Enter, runs the menu from the keyboard and closes with Delete', async () => {
    await loggedInAs('admin');
    const router = renderApp('/index');
    await screen.findByRole('heading', { name: /欢迎/ }, { timeout: 10_000 });
    await act(() => router.navigate('/system/config/index'));
    await act(() => router.navigate('/user/changeInfoPw'));
    const strip = await screen.findByRole('tablist', { name: '已打开的页面' });
    await waitFor(() => expect(within(strip).getAllByRole('tab')).toHaveLength(3));
    const [home, config, password] = within(strip).getAllByRole('tab');
    expect(password).toHaveAttribute('tabindex', '0');
    expect(config).toHaveAttribute('aria-keyshortcuts', 'Delete');
    expect(home).not.toHaveAttribute('aria-keyshortcuts');

    const user = userEvent.setup();
    act(() => password.focus());
    await user.keyboard('{ArrowLeft}');
    expect(config).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(home).toHaveFocus();
    await user.keyboard('{End}');
    expect(password).toHaveFocus();
    await user.keyboard('{Home}{Enter}');
    await waitFor(() => expect(locationOf(router)).toBe('/index'));

    // Shift+F10 opens the tab's actions with the first one focused; Escape is back on the tab.
    act(() => config.focus());
    await user.keyboard('{Shift>}{F10}{/Shift}');
    const menu = screen.getByRole('menu', { name: '参数设置 的操作' });
    const items = within(menu).getAllByRole('menuitem');
    await waitFor(() => expect(items[0]).toHaveFocus());
    await user.keyboard('{ArrowUp}');
    expect(items[items.length - 1]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu', { name: '参数设置 的操作' })).toBeNull();
    await waitFor(() => expect(config).toHaveFocus());

    // Delete closes the focused tab; the pinned home tab has no such key.
    await user.keyboard('{Delete}');
    await waitFor(() => expect(within(strip).getAllByRole('tab')).toHaveLength(2));
    act(() => home.focus());
    await user.keyboard('{Delete}');
    expect(within(strip).getAllByRole('tab')).toHaveLength(2);
  }, 30_000);
});
