import { afterEach, describe, expect, it } from 'vitest';
import type { Location } from 'react-router-dom';
import { forgetTabs, useTabsStore } from '@/stores/tabs';
import { restoreTabs } from '@/stores/tabs-session';

const at = (pathname: string, search = ''): Location => ({ pathname, search, hash: '', state: null, key: pathname });
const tab = (path: string, title: string, search = '') => ({
  key: path,
  path,
  fullPath: path + search,
  title,
  affix: path === '/index',
  noCache: false,
});

afterEach(() => {
  useTabsStore.setState({ tabs: [], cache: [], locations: {}, generation: {}, unsaved: {}, dirty: {}, activeKey: '' });
  sessionStorage.clear();
});

describe('open tabs in session storage', () => {
  it('are saved with titles and full paths, and the active one, and restored', () => {
    const { open } = useTabsStore.getState();
    open(tab('/index', '首页'), at('/index'));
    open(tab('/system/user/index', '用户管理', '?userName=zhang'), at('/system/user/index', '?userName=zhang'));
    open(tab('/system/config/index', '参数设置'), at('/system/config/index'));
    const restored = restoreTabs();
    expect(restored.tabs.map((t) => [t.title, t.fullPath])).toEqual([
      ['首页', '/index'],
      ['用户管理', '/system/user/index?userName=zhang'],
      ['参数设置', '/system/config/index'],
    ]);
    expect(restored.activeKey).toBe('/system/config/index');
  });

  it('restore nothing from an empty or unreadable storage', () => {
    expect(restoreTabs()).toEqual({ tabs: [], activeKey: '' });
    sessionStorage.setItem('visited-tabs', '{not json');
    expect(restoreTabs()).toEqual({ tabs: [], activeKey: '' });
    sessionStorage.setItem('visited-tabs', JSON.stringify({ tabs: [{ key: 1 }], activeKey: 3 }));
    expect(restoreTabs()).toEqual({ tabs: [], activeKey: '' });
  });

  it('take their titles from the pages in the new language and drop tabs whose page is gone', () => {
    useTabsStore.setState({
      tabs: [tab('/index', '首页'), tab('/system/config/index', '参数设置'), tab('/gone', '旧页面')],
    });
    const titles: Record<string, string> = { '/index': 'Home', '/system/config/index': 'Config' };
    useTabsStore.getState().retitle((t) => titles[t.path] ?? null);
    expect(useTabsStore.getState().tabs.map((t) => t.title)).toEqual(['Home', 'Config']);
    expect(restoreTabs().tabs.map((t) => t.title)).toEqual(['Home', 'Config']);
  });

  it('are forgotten at logout and role switch', () => {
    useTabsStore.getState().open(tab('/system/config/index', '参数设置'), at('/system/config/index'));
    forgetTabs();
    expect(restoreTabs().tabs).toEqual([]);
  });
});
