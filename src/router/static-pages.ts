import { i18n } from '@/i18n';
import { hasPermission } from '@/utils/permission';
import { KIT_GALLERY_PAGES } from '@/features/kit-gallery/screens';
import type { PageRoute } from './types';

export interface StaticPage {
  path: string;
  component: string;
  titleKey: string;
  /** Added only for users holding one of these (RuoYi's dynamic routes). */
  permissions?: string[];
  params?: Record<string, RegExp>;
  affix?: boolean;
  noCache?: boolean;
  activeMenu?: string;
}

const numeric = /^\d+$/;

/** Shell pages that are not in the server menu (spec 2.2). */
const STATIC_PAGES: StaticPage[] = [
  { path: '/index', component: 'index', titleKey: 'routes:home', affix: true },
  { path: '/menu', component: 'menu', titleKey: 'routes:menu' },
  { path: '/admin/search', component: 'admin/search', titleKey: 'routes:search' },
  { path: '/user/profile', component: 'user/profile', titleKey: 'routes:profile' },
  { path: '/user/changeInfoPw', component: 'user/changeInfoPw', titleKey: 'routes:changePassword' },
  { path: '/fileView', component: 'fileView', titleKey: 'routes:fileView', noCache: true },
  { path: '/docView', component: 'docView', titleKey: 'routes:docView', noCache: true },
  { path: '/courseFileView', component: 'courseFileView', titleKey: 'routes:courseFileView', noCache: true },
  {
    path: '/system/user-auth/role/:userId',
    component: 'system/user/authRole',
    titleKey: 'routes:userAuthRole',
    permissions: ['system:user:edit'],
    params: { userId: numeric },
    activeMenu: '/system/user/index',
  },
  {
    path: '/system/role-auth/user/:roleId',
    component: 'system/role/authUser',
    titleKey: 'routes:roleAuthUser',
    permissions: ['system:role:edit'],
    params: { roleId: numeric },
    activeMenu: '/system/role/index',
  },
  {
    path: '/system/dict-data/index/:dictId',
    component: 'system/dict/data',
    titleKey: 'routes:dictData',
    permissions: ['system:dict:list'],
    params: { dictId: numeric },
    activeMenu: '/system/dict/index',
  },
  ...KIT_GALLERY_PAGES,
];

/** The static pages this user may open, titled in the current language. */
export function staticPageRoutes(permissions: readonly string[]): PageRoute[] {
  return STATIC_PAGES.filter((p) => !p.permissions || hasPermission(permissions, p.permissions)).map((p) => ({
    path: p.path,
    component: p.component,
    meta: {
      title: i18n.t(p.titleKey),
      affix: p.affix,
      noCache: p.noCache,
      activeMenu: p.activeMenu,
    },
    hidden: true,
    ancestors: [],
    params: p.params,
  }));
}
