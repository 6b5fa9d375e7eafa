import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstGroupScreens, prefetchFirstGroupWhenIdle } from '@/router/first-group-screens';
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
  { path: '/system', children: [{ path: 'user', component: 'system/user/index' }] },
];

// After the home page, the screens a user is most likely to open next load while nothing else runs.
describe("the first menu group's screens", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('are the visible screens of the first visible group, in menu order, each once', () => {
    expect(firstGroupScreens(menus)).toEqual(['admin/course/index', 'admin/banner/index']);
    expect(firstGroupScreens([])).toEqual([]);
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
    const stop = prefetchFirstGroupWhenIdle(menus);
    await vi.waitFor(() => expect(loaded).toEqual(['admin/course/index']));
    finish();
    await vi.waitFor(() => expect(loaded).toEqual(['admin/course/index', 'admin/banner/index']));
    stop();
    finish();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(loaded).toHaveLength(2);
  });

  it('do not load where the browser cannot say when it is idle', async () => {
    const load = vi.spyOn(registry, 'loadScreen');
    prefetchFirstGroupWhenIdle(menus);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(load).not.toHaveBeenCalled();
  });
});
