import { i18n } from '@/i18n';
import { hasPermission } from '@/utils/permission';
import type { PageRoute } from '@/stores/route-types';
import { declaredPages } from './features';

/** The static pages this user may open, titled in the current language. */
export function staticPageRoutes(permissions: readonly string[]): PageRoute[] {
  return declaredPages
    .filter((p) => !p.permissions || hasPermission(permissions, p.permissions))
    .map((p) => ({
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
