import { describe, expect, it } from 'vitest';
import type { MenuRoute } from '@/stores/route-types';
import { baseFontSize } from '@/layout/base-font-size';
import { documentTitle } from '@/layout/document-title';
import { orderForRoles, splitTopItems, topItemsOf, topKeyFor, visibleTopCount } from '@/layout/topnav/top-menu';

const group = (path: string, title: string, pages: string[]): MenuRoute => ({
  path,
  component: 'Layout',
  alwaysShow: true,
  redirect: 'noRedirect',
  meta: { title },
  children: pages.map((p) => ({ path: p, component: p.slice(1), meta: { title: p } })),
});

const MENUS: MenuRoute[] = [
  group('/course-center', '课程与内容', ['/admin/course/index', '/admin/content/index']),
  group('/school-center', '学校管理', ['/admin/school/index']),
  group('/operation', '运营管理', ['/admin/activity/index']),
  {
    path: '/',
    component: 'Layout',
    meta: { title: '' },
    children: [{ path: 'notice', component: 'notice', meta: { title: '通知' } }],
  },
  { ...group('/hidden', '隐藏', ['/x/index']), hidden: true },
];

describe('top menu', () => {
  it('shows window width / 3 / 85 items, rounded down', () => {
    expect(visibleTopCount(1920)).toBe(7);
    expect(visibleTopCount(1366)).toBe(5);
    expect(visibleTopCount(1280)).toBe(5);
    expect(visibleTopCount(1024)).toBe(4);
    expect(visibleTopCount(765)).toBe(3);
    expect(visibleTopCount(764)).toBe(2);
    expect(visibleTopCount(390)).toBe(1);
    expect(visibleTopCount(200)).toBe(0);
  });

  it('puts the rest under "More"', () => {
    expect(splitTopItems(['a', 'b', 'c', 'd'], 3)).toEqual({ shown: ['a', 'b', 'c'], more: ['d'] });
    expect(splitTopItems(['a', 'b'], 5)).toEqual({ shown: ['a', 'b'], more: [] });
  });

  it('swaps the second and third items for role A4 only', () => {
    expect(orderForRoles(['home', 'schools', 'operations', 'x'], ['A4'])).toEqual([
      'home',
      'operations',
      'schools',
      'x',
    ]);
    expect(orderForRoles(['home', 'schools', 'operations'], ['teacher', 'A4'])).toEqual([
      'home',
      'operations',
      'schools',
    ]);
    expect(orderForRoles(['home', 'schools', 'operations'], ['admin'])).toEqual(['home', 'schools', 'operations']);
    expect(orderForRoles(['home', 'schools'], ['A4'])).toEqual(['home', 'schools']);
  });

  it('lists Home, then the visible top-level entries; a top-level single page is offered as itself', () => {
    const items = topItemsOf(MENUS, '首页');
    expect(items.map((i) => [i.key, i.title, !!i.children])).toEqual([
      ['/index', '首页', false],
      ['/course-center', '课程与内容', true],
      ['/school-center', '学校管理', true],
      ['/operation', '运营管理', true],
      ['/notice', '通知', false],
    ]);
  });

  it('finds the item that holds a page', () => {
    const items = topItemsOf(MENUS, '首页');
    expect(topKeyFor(items, '/admin/content/index')).toBe('/course-center');
    expect(topKeyFor(items, '/admin/activity/index')).toBe('/operation');
    expect(topKeyFor(items, '/index')).toBe('/index');
    expect(topKeyFor(items, '/user/profile')).toBeNull();
  });
});

describe('base font size', () => {
  it('is 16px scaled by window width / 1920, the factor capped at 2', () => {
    expect(baseFontSize(1920)).toBe(16);
    expect(baseFontSize(960)).toBe(8);
    expect(baseFontSize(1366)).toBeCloseTo(11.383, 3);
    expect(baseFontSize(3840)).toBe(32);
    expect(baseFontSize(7680)).toBe(32);
  });
});

describe('document title', () => {
  it('is "<page title> - <site name>" with the dynamic title on, else the site name', () => {
    expect(documentTitle('课程系统', '学校列表', true)).toBe('学校列表 - 课程系统');
    expect(documentTitle('课程系统', '学校列表', false)).toBe('课程系统');
    expect(documentTitle('Course System', undefined, true)).toBe('Course System');
  });
});
