import { afterEach, describe, expect, it, vi } from 'vitest';
import { likelyScreens, warmLikelyScreensWhenIdle } from '@/router/likely-screens';
import * as registry from '@/router/page-registry';
import type { MenuRoute } from '@/stores/route-types';

const menus: MenuRoute[] = [
  { path: '/hidden', hidden: true, children: [{ path: 'x', component: 'admin/school/index' }] },
  {
    path: '/course',
    children: [
      { path: 'index', component: 'admin/course/index' },
      { path: 'secret', component: 'admin/content/index', hidden: true },
      { path: 'nested', children: [{ path: 'banner', component: 'admin/banner/index' }] },
      { path: 'external', component: 'InnerLink' },
      { path: 'again', component: 'admin/course/index' },
    ],
  },
  {
    path: '/system',
    children: [
      { path: 'hidden', component: 'system/role/index', hidden: true },
      { path: 'again', component: 'admin/banner/index' },
      { path: 'user', component: 'system/user/index' },
      { path: 'config', component: 'system/config/index' },
    ],
  },
  { path: '/empty', children: [{ path: 'gone', component: 'system/menu/index', hidden: true }] },
  { path: '/monitor', children: [{ path: 'deeper', children: [{ path: 'log', component: 'monitor/operlog/index' }] }] },
];

// After the home page, the screens a user is most likely to open next load while nothing else runs.
describe('the screens warmed up after the home page', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("are the first visible group's visible screens in menu order, then each other group's first one not already there", () => {
    expect(likelyScreens(menus)).toEqual([
      'admin/course/index',
      'admin/banner/index',
      'system/user/index',
      'monitor/operlog/index',
    ]);
    expect(likelyScreens([])).toEqual([]);
  });

  it('load one after the other, and no more once stopped', async () => {
    vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 10));
    vi.stubGlobal('cancelIdleCallback', (handle: number) => clearTimeout(handle));
    const loaded: string[] = [];
    let finish = () => {};
    vi.spyOn(registry, 'loadScreen').mockImplementation((name) => {
      loaded.push(name);
      return new Promise((resolve) => (finish = () => resolve({ default: () => null })));
    });
    const stop = warmLikelyScreensWhenIdle(menus);
    await vi.waitFor(() => expect(loaded).toEqual(['admin/course/index']));
    finish();
    await vi.waitFor(() => expect(loaded).toEqual(['admin/course/index', 'admin/banner/index']));
    finish();
    await vi.waitFor(() => expect(loaded).toHaveLength(3));
    stop();
    finish();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(loaded).toEqual(['admin/course/index', 'admin/banner/index', 'system/user/index']);
  });

  it('do not load where the browser cannot say when it is idle', async () => {
    const load = vi.spyOn(registry, 'loadScreen');
    warmLikelyScreensWhenIdle(menus);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(load).not.toHaveBeenCalled();
  });
});
