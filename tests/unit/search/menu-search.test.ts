import { describe, expect, it } from 'vitest';
import { menuGroups } from '@/features/menu/menu-entries';
import { buildSearchPool, createMenuSearch, MAX_PATTERN_LENGTH, searchTerm } from '@/features/search/menu-search';
import { buildPages } from '@/router/build-pages';
import type { MenuRoute, PageRoute } from '@/stores/route-types';

const menus: MenuRoute[] = [
  {
    path: '/school-center',
    component: 'Layout',
    redirect: 'noRedirect',
    alwaysShow: true,
    meta: { title: '学校管理', icon: 'BankOutlined' },
    children: [
      {
        path: '/admin/school/index',
        component: 'admin/school/index',
        meta: { title: '学校列表', icon: 'BankOutlined' },
      },
      { path: '/admin/school/edit', component: 'admin/school/edit', hidden: true, meta: { title: '编辑学校' } },
      { path: '/admin/approval/index', component: 'admin/approval/index', meta: { title: '审批管理' } },
      {
        path: 'more',
        component: 'ParentView',
        redirect: 'noRedirect',
        meta: { title: '更多' },
        children: [
          { path: 'deep', component: 'admin/deep/index', meta: { title: '深层页面' } },
          { path: 'nodir', component: 'admin/nodir/index', redirect: 'noRedirect', meta: { title: '不跳转' } },
        ],
      },
    ],
  },
  {
    path: '/course-center',
    component: 'Layout',
    redirect: 'noRedirect',
    meta: { title: '课程与内容' },
    children: [
      { path: '/admin/course/index', component: 'admin/course/index', meta: { title: '课程管理' } },
      { path: '/admin/content/index', component: 'admin/content/index', meta: { title: '内容管理' } },
      { path: '/admin/untitled/index', component: 'admin/untitled/index', meta: {} },
    ],
  },
  {
    path: '/',
    component: 'Layout',
    children: [{ path: 'single', component: 'single/index', meta: { title: '单页' } }],
  },
  {
    path: '/links',
    component: 'Layout',
    redirect: 'noRedirect',
    meta: { title: '链接' },
    children: [{ path: 'https://example.org/docs', component: 'Layout', meta: { title: '外部文档' } }],
  },
  {
    path: '/secret',
    component: 'Layout',
    hidden: true,
    meta: { title: '隐藏目录' },
    children: [{ path: '/secret/page', component: 'secret/index', meta: { title: '隐藏页' } }],
  },
];

const home: PageRoute = {
  path: '/index',
  component: 'index',
  meta: { title: '首页', affix: true },
  hidden: true,
  ancestors: [],
};
const pages = (list: MenuRoute[] = menus) => [home, ...buildPages(list)];

describe('search pool', () => {
  const pool = buildSearchPool(menus, pages());
  const paths = pool.map((e) => e.path);

  it('holds the home page and the titled, non-hidden pages with their title paths', () => {
    expect(pool.map((e) => [e.titlePath, e.path])).toEqual([
      ['首页', '/index'],
      ['学校管理 > 学校列表', '/admin/school/index'],
      ['学校管理 > 审批管理', '/admin/approval/index'],
      ['学校管理 > 更多 > 深层页面', '/school-center/more/deep'],
      ['课程与内容 > 课程管理', '/admin/course/index'],
      ['课程与内容 > 内容管理', '/admin/content/index'],
      ['单页', '/single'],
      ['链接 > 外部文档', 'https://example.org/docs'],
    ]);
  });

  it('leaves out hidden entries, no-redirect entries (directories) and untitled ones', () => {
    expect(paths).not.toContain('/admin/school/edit');
    expect(paths).not.toContain('/secret/page');
    expect(paths).not.toContain('/school-center');
    expect(paths).not.toContain('/school-center/more');
    expect(paths).not.toContain('/school-center/more/nodir');
    expect(paths).not.toContain('/admin/untitled/index');
  });

  it('holds only what the user may open: pages of the routes store, plus external links', () => {
    const permitted = pages().filter((p) => p.path !== '/admin/content/index');
    const limited = buildSearchPool(menus, permitted).map((e) => e.path);
    expect(limited).not.toContain('/admin/content/index');
    expect(limited).toContain('https://example.org/docs');
    expect(pool.find((e) => e.path === 'https://example.org/docs')?.external).toBe(true);
    expect(pool.find((e) => e.path === '/admin/course/index')?.external).toBe(false);
  });
});

describe('menu search', () => {
  const search = createMenuSearch(buildSearchPool(menus, pages()));

  it('ranks the entry whose title is the query first', () => {
    expect(search('课程管理')[0].path).toBe('/admin/course/index');
    expect(search('审批')[0].path).toBe('/admin/approval/index');
    expect(search('首页')[0].path).toBe('/index');
  });

  it('matches ancestor titles and paths too', () => {
    expect(search('学校管理').map((e) => e.path)).toEqual(
      expect.arrayContaining(['/admin/school/index', '/admin/approval/index']),
    );
    expect(search('approval')[0].path).toBe('/admin/approval/index');
    expect(search('single')[0].path).toBe('/single');
  });

  it('looks nothing up for empty or blank input', () => {
    expect(search('')).toEqual([]);
    expect(search('   ')).toEqual([]);
  });

  it('is fuzzy within the 0.4 threshold and finds nothing for unrelated text', () => {
    expect(search('approvel')[0].path).toBe('/admin/approval/index');
    expect(search('zzzzqqqq')).toEqual([]);
  });

  it('cuts the query to 32 characters after trimming', () => {
    expect(MAX_PATTERN_LENGTH).toBe(32);
    const long = `  ${'a'.repeat(40)}  `;
    expect(searchTerm(long)).toBe('a'.repeat(32));
    const title = 'Monthly attendance report for every class';
    const withLong = createMenuSearch(
      buildSearchPool(
        [{ path: '/report', component: 'report/index', meta: { title } }, ...menus],
        pages([{ path: '/report', component: 'report/index', meta: { title } }]),
      ),
    );
    // Only the first 32 characters are matched, so text past them changes nothing.
    expect(withLong(`${title} and more words than a pattern may hold`)[0].path).toBe('/report');
    expect(() => search('课'.repeat(100))).not.toThrow();
  });
});

describe('menu groups (/menu)', () => {
  it('groups the entries by top-level directory and puts loose pages last', () => {
    const groups = menuGroups(menus, pages());
    expect(groups.map((g) => [g.title, g.entries.map((e) => e.title)])).toEqual([
      ['学校管理', ['学校列表', '审批管理', '深层页面']],
      ['课程与内容', ['课程管理', '内容管理']],
      ['链接', ['外部文档']],
      [undefined, ['单页']],
    ]);
  });
});
