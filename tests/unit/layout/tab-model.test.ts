import { describe, expect, it } from 'vitest';
import {
  addTab,
  closeAll,
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  landingAfterClose,
  pinnedTabs,
  touchCache,
  type VisitedTab,
} from '@/stores/tab-model';
import { menuLeft, MENU_WIDTH_PX } from '@/layout/tabs/TabContextMenu';

const tab = (key: string, affix = false): VisitedTab => ({
  key,
  path: key,
  fullPath: key,
  title: key,
  affix,
  noCache: false,
});
const keys = (tabs: VisitedTab[]) => tabs.map((t) => t.key);
const strip = [tab('/index', true), tab('/a'), tab('/b'), tab('/pinned', true), tab('/c'), tab('/d')];

describe('tab model', () => {
  it('adds a tab once and lets a later visit update its address', () => {
    const once = addTab(addTab([], tab('/a')), tab('/b'));
    const again = addTab(once, { ...tab('/a'), fullPath: '/a?page=2' });
    expect(keys(again)).toEqual(['/a', '/b']);
    expect(again[0].fullPath).toBe('/a?page=2');
  });

  it('puts a pinned tab after the pinned ones and before the others, whenever it comes', () => {
    const opened = addTab(addTab([], tab('/a')), tab('/b'));
    const pinned = addTab(addTab(opened, tab('/index', true)), tab('/pinned', true));
    expect(keys(pinned)).toEqual(['/index', '/pinned', '/a', '/b']);
    expect(keys(addTab(pinned, tab('/c')))).toEqual(['/index', '/pinned', '/a', '/b', '/c']);
  });

  it('pins the affix pages that need no parameters, titled like their page', () => {
    const page = (path: string, affix: boolean) => ({
      path,
      component: 'x',
      meta: { title: `t${path}`, affix },
      hidden: false,
      ancestors: [],
    });
    const pinned = pinnedTabs([page('/index', true), page('/a', false), page('/detail/:id', true)]);
    expect(pinned).toEqual([
      { key: '/index', path: '/index', fullPath: '/index', title: 't/index', affix: true, noCache: false },
    ]);
  });

  it('never closes pinned tabs', () => {
    expect(keys(closeTab(strip, '/index'))).toEqual(keys(strip));
    expect(keys(closeTab(strip, '/b'))).toEqual(['/index', '/a', '/pinned', '/c', '/d']);
    expect(keys(closeAll(strip))).toEqual(['/index', '/pinned']);
  });

  it('closes others, left and right around the chosen tab, keeping pinned ones', () => {
    expect(keys(closeOthers(strip, '/c'))).toEqual(['/index', '/pinned', '/c']);
    expect(keys(closeLeft(strip, '/c'))).toEqual(['/index', '/pinned', '/c', '/d']);
    expect(keys(closeRight(strip, '/b'))).toEqual(['/index', '/a', '/b', '/pinned']);
    expect(keys(closeLeft(strip, '/index'))).toEqual(keys(strip));
    expect(keys(closeRight(strip, '/d'))).toEqual(keys(strip));
  });

  it('goes to the last remaining tab when the active one closes, or / when none is left', () => {
    expect(landingAfterClose(closeTab(strip, '/d'), '/d')).toBe('/c');
    expect(landingAfterClose(closeTab(strip, '/b'), '/d')).toBeNull();
    expect(landingAfterClose([], '/a')).toBe('/');
  });

  it('close-all moves to the last tab unless the current one is pinned', () => {
    expect(landingAfterClose(closeAll(strip), '/c')).toBe('/pinned');
    expect(landingAfterClose(closeAll(strip), '/index')).toBeNull();
  });

  it('close-others lands on the chosen tab', () => {
    expect(landingAfterClose(closeOthers(strip, '/b'), '/d', '/b')).toBe('/b');
  });

  it('keeps at most the limit of pages alive, evicting the oldest unpinned one', () => {
    const pinned = (k: string) => k === '/index';
    let cache: string[] = [];
    for (const k of ['/index', '/a', '/b', '/c']) cache = touchCache(cache, k, 3, pinned);
    expect(cache).toEqual(['/index', '/b', '/c']);
    cache = touchCache(cache, '/b', 3, pinned);
    expect(cache).toEqual(['/index', '/c', '/b']);
  });
});

describe('tab context menu placement', () => {
  it('opens 15 px right of the pointer and stays inside the strip', () => {
    expect(menuLeft(100, 20, 800)).toBe(95);
    expect(menuLeft(790, 0, 800)).toBe(800 - MENU_WIDTH_PX);
    expect(menuLeft(-50, 0, 800)).toBe(0);
  });
});
