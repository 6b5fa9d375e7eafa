import { afterEach, describe, expect, it } from 'vitest';
import type { Location } from 'react-router-dom';
import { MAX_CACHED_PAGES, useTabsStore } from '@/stores/tabs';
import { tabKeyFor } from '@/layout/tabs/tab-key';
import type { PageRoute } from '@/stores/route-types';

const at = (pathname: string): Location => ({ pathname, search: '', hash: '', state: null, key: pathname });
const tab = (key: string, extra: { affix?: boolean; noCache?: boolean } = {}) => ({
  key,
  path: key,
  fullPath: key,
  title: key,
  affix: !!extra.affix,
  noCache: !!extra.noCache,
});

afterEach(() =>
  useTabsStore.setState({ tabs: [], cache: [], locations: {}, generation: {}, dirty: {}, activeKey: '' }),
);

describe('tabs store', () => {
  it('keeps pages alive unless their menu entry says noCache', () => {
    const { open } = useTabsStore.getState();
    open(tab('/a'), at('/a'));
    open(tab('/edit', { noCache: true }), at('/edit'));
    expect(useTabsStore.getState().cache).toEqual(['/a']);
    expect(useTabsStore.getState().activeKey).toBe('/edit');
  });

  it('stays bounded however many pages are opened', () => {
    const { open } = useTabsStore.getState();
    open(tab('/index', { affix: true }), at('/index'));
    for (let i = 0; i < 100; i += 1) open(tab(`/p${i}`), at(`/p${i}`));
    const { cache, tabs } = useTabsStore.getState();
    expect(cache).toHaveLength(MAX_CACHED_PAGES);
    expect(cache[0]).toBe('/index');
    expect(tabs).toHaveLength(101);
  });

  it('keeps the location a page was shown at while its address is the same', () => {
    const { open } = useTabsStore.getState();
    const first = at('/a');
    open(tab('/a'), first);
    open(tab('/b'), at('/b'));
    // a click on the tab navigates again: a new location (a new key) at the same address
    open(tab('/a'), { ...first, key: 'again' });
    expect(useTabsStore.getState().locations['/a']).toBe(first);
    const filtered = { ...first, search: '?pageNum=2', key: 'page 2' };
    open(tab('/a'), filtered);
    expect(useTabsStore.getState().locations['/a']).toBe(filtered);
  });

  it('forgets the page, address and unsaved flag of closed tabs, and refresh rebuilds a page', () => {
    const { open, setDirty, keep, refresh } = useTabsStore.getState();
    open(tab('/a'), at('/a'));
    open(tab('/b'), at('/b'));
    setDirty('/b', true);
    refresh('/a');
    expect(useTabsStore.getState().generation['/a']).toBe(1);
    keep(useTabsStore.getState().tabs.filter((t) => t.key === '/a'));
    const state = useTabsStore.getState();
    expect(state.cache).toEqual(['/a']);
    expect(Object.keys(state.locations)).toEqual(['/a']);
    expect(state.dirty['/b']).toBeUndefined();
  });
});

describe('tab keys', () => {
  const page = (hidden: boolean) => ({ path: '/x', component: 'x', meta: {}, hidden, ancestors: [] }) as PageRoute;
  it('gives list pages one tab and detail pages one tab per query', () => {
    expect(tabKeyFor(page(false), '/admin/school/index', '?pageNum=2')).toBe('/admin/school/index');
    expect(tabKeyFor(page(true), '/admin/course/detail', '?id=1')).toBe('/admin/course/detail?id=1');
    expect(tabKeyFor(page(true), '/admin/course/detail', '')).toBe('/admin/course/detail');
  });
});
