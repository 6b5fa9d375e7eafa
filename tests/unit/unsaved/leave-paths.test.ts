import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Location } from 'react-router-dom';
import { feedback } from '@/api/feedback';
import { resetRelogin, showReloginDialog } from '@/api/relogin';
import { switchRoleAndReload, ROLE_SWITCH_RELOAD_MS } from '@/features/auth/role-switch';
import { logoutAndReload } from '@/features/auth/session';
import { changeSize } from '@/layout/tools/change-size';
import { useAppStore } from '@/stores/app';
import { useTabsStore } from '@/stores/tabs';
import { restoreTabs } from '@/stores/tabs-session';
import { guardUnload, resetLeaving } from '@/stores/unsaved';
import * as navigation from '@/utils/navigation';
import { loggedInAs, noSessionOnScreen, sessionOnScreen } from '../helpers/session';
import { runOnRealServer } from '../helpers/real-server';

runOnRealServer();

const at = (pathname: string): Location => ({ pathname, search: '', hash: '', state: null, key: pathname });
const profileTab = { key: '/user/profile', path: '/user/profile', fullPath: '/user/profile', title: '个人中心' };

beforeEach(() => {
  useTabsStore.getState().open({ ...profileTab, affix: false, noCache: false }, at('/user/profile'));
  useTabsStore.getState().markUnsaved('nickname-form', '/user/profile', true);
  sessionOnScreen();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  useTabsStore.setState({ tabs: [], cache: [], locations: {}, generation: {}, unsaved: {}, dirty: {}, activeKey: '' });
  useAppStore.setState({ size: 'medium' });
  resetRelogin();
  resetLeaving();
  noSessionOnScreen();
});

/** Whether the browser would ask before the page goes. */
const browserWouldAsk = () => {
  const event = new Event('beforeunload', { cancelable: true }) as BeforeUnloadEvent;
  guardUnload(event);
  return event.defaultPrevented;
};

describe('leaving with unsaved input', () => {
  it('a size change (which rebuilds every page) asks first; cancelled, it changes nothing', async () => {
    const ask = vi.spyOn(feedback, 'ask').mockResolvedValue(false);
    const refreshAll = vi.spyOn(useTabsStore.getState(), 'refreshAll');
    await changeSize('small');
    expect(ask).toHaveBeenCalledTimes(1);
    expect(String(ask.mock.calls[0][0].content)).toContain('个人中心');
    expect(useAppStore.getState().size).toBe('medium');
    expect(refreshAll).not.toHaveBeenCalled();
    expect(useTabsStore.getState().dirty['/user/profile']).toBe(true);

    ask.mockResolvedValue(true);
    vi.spyOn(feedback, 'success').mockResolvedValue();
    await changeSize('small');
    expect(useAppStore.getState().size).toBe('small');
    expect(refreshAll).toHaveBeenCalledTimes(1);
  });

  it('the session-expired dialog says once that unsaved changes will be lost', async () => {
    const confirm = vi.spyOn(feedback, 'confirm').mockResolvedValue();
    showReloginDialog();
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(String(confirm.mock.calls[0][0].content)).toMatch(/登录状态已过期.*个人中心 有未保存的修改/);
  });

  it('logout, once agreed, leaves without the browser asking again and forgets the tabs', async () => {
    const load = vi.spyOn(navigation, 'loadPage').mockImplementation(() => undefined);
    expect(browserWouldAsk()).toBe(true);
    await logoutAndReload();
    expect(load).toHaveBeenCalledTimes(1);
    expect(browserWouldAsk()).toBe(false);
    expect(restoreTabs().tabs).toEqual([]);
  });

  it('a role switch, once agreed, reloads without the browser asking again and forgets the old menu’s tabs', async () => {
    const load = vi.spyOn(navigation, 'loadPage').mockImplementation(() => undefined);
    vi.spyOn(feedback, 'success').mockResolvedValue();
    await loggedInAs('multi');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await switchRoleAndReload(5, 'switched');
    expect(restoreTabs().tabs).not.toEqual([]);
    vi.advanceTimersByTime(ROLE_SWITCH_RELOAD_MS);
    expect(load).toHaveBeenCalledTimes(1);
    expect(browserWouldAsk()).toBe(false);
    expect(restoreTabs().tabs).toEqual([]);
  });
});
