import { describe, expect, it } from 'vitest';
import { resolvePage } from '@/router/resolve-page';
import { staticPageRoutes } from '@/router/static-pages';

describe('resolvePage with static pages', () => {
  it('adds permission-bound detail pages only for users holding the permission', () => {
    const paths = (perms: string[]) => staticPageRoutes(perms).map((p) => p.path);
    expect(paths([])).not.toContain('/system/user-auth/role/:userId');
    expect(paths(['system:user:edit'])).toContain('/system/user-auth/role/:userId');
    expect(paths(['*:*:*'])).toEqual(
      expect.arrayContaining(['/system/role-auth/user/:roleId', '/system/dict-data/index/:dictId']),
    );
  });

  it('matches numeric ids only', () => {
    const pages = staticPageRoutes(['*:*:*']);
    expect(resolvePage(pages, '/system/user-auth/role/12')?.params).toEqual({ userId: '12' });
    expect(resolvePage(pages, '/system/user-auth/role/abc')).toBeNull();
    expect(resolvePage(pages, '/system/dict-data/index/3/')?.page.component).toBe('system/dict/data');
  });

  it('titles the pages in the current language and pins the home tab', () => {
    const home = staticPageRoutes([]).find((p) => p.path === '/index');
    expect(home?.meta).toMatchObject({ title: '首页', affix: true });
  });

  it('is case-sensitive and exact', () => {
    const pages = staticPageRoutes([]);
    expect(resolvePage(pages, '/INDEX')).toBeNull();
    expect(resolvePage(pages, '/index/extra')).toBeNull();
  });
});
