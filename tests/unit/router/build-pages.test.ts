import { describe, expect, it } from 'vitest';
import { buildPages, resolvePath } from '@/router/build-pages';
import type { MenuRoute } from '@/stores/route-types';

const menus: MenuRoute[] = [
  {
    path: '/school-center',
    component: 'Layout',
    redirect: 'noRedirect',
    alwaysShow: true,
    meta: { title: '学校管理' },
    children: [
      { path: '/admin/school/index', component: 'admin/school/index', meta: { title: '学校' } },
      {
        path: '/admin/school/edit',
        component: 'admin/school/edit',
        hidden: true,
        meta: { title: '编辑学校', noCache: true },
      },
      {
        path: 'more',
        component: 'ParentView',
        meta: { title: '更多' },
        children: [
          {
            path: 'deep',
            component: 'admin/deep/index',
            redirect: 'noRedirect',
            query: '{"tab":"a"}',
            meta: { title: '深层' },
          },
        ],
      },
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
    meta: { title: '链接' },
    children: [
      { path: 'https://example.org', component: 'Layout', meta: { title: '外链' } },
      { path: 'docs', component: 'InnerLink', meta: { title: '文档', link: 'https://docs.example.org' } },
    ],
  },
];

describe('resolvePath', () => {
  it('joins relative paths and keeps absolute and external ones', () => {
    expect(resolvePath('/a', 'b')).toBe('/a/b');
    expect(resolvePath('/', 'b')).toBe('/b');
    expect(resolvePath('/a', '/x/y')).toBe('/x/y');
    expect(resolvePath('/a/', 'b/')).toBe('/a/b');
    expect(resolvePath('/a', 'https://e.org')).toBe('https://e.org');
  });
});

describe('buildPages', () => {
  const pages = buildPages(menus);
  const byPath = Object.fromEntries(pages.map((p) => [p.path, p]));

  it('flattens Layout and ParentView with the parent path prefixed', () => {
    expect(pages.map((p) => p.path)).toEqual([
      '/admin/school/index',
      '/admin/school/edit',
      '/school-center/more/deep',
      '/single',
      '/links/docs',
    ]);
    expect(byPath['/school-center/more/deep'].ancestors).toEqual(['学校管理', '更多']);
    expect(byPath['/school-center/more/deep'].query).toEqual({ tab: 'a' });
  });

  it('keeps hidden pages reachable and their meta', () => {
    expect(byPath['/admin/school/edit'].hidden).toBe(true);
    expect(byPath['/admin/school/edit'].meta.noCache).toBe(true);
  });

  it('keeps InnerLink as a page and leaves external links to the menu', () => {
    expect(byPath['/links/docs'].component).toBe('InnerLink');
    expect(byPath['/links/docs'].meta.link).toBe('https://docs.example.org');
    expect(pages.some((p) => p.path.startsWith('http'))).toBe(false);
  });
});
