import enCommon from './en/common.json';
import enAuth from './en/auth.json';
import enRequest from './en/request.json';
import enLayout from './en/layout.json';
import enPages from './en/pages.json';
import enRoutes from './en/routes.json';
import enSettings from './en/settings.json';
import enSearch from './en/search.json';
import enHome from './en/home.json';
import enProfile from './en/profile.json';
import enSystem from './en/system.json';
import enDict from './en/dict.json';
import enWidgets from './en/widgets.json';
import zhCommon from './zh/common.json';
import zhAuth from './zh/auth.json';
import zhRequest from './zh/request.json';
import zhLayout from './zh/layout.json';
import zhPages from './zh/pages.json';
import zhRoutes from './zh/routes.json';
import zhSettings from './zh/settings.json';
import zhSearch from './zh/search.json';
import zhHome from './zh/home.json';
import zhProfile from './zh/profile.json';
import zhSystem from './zh/system.json';
import zhDict from './zh/dict.json';
import zhWidgets from './zh/widgets.json';

/** One namespace per area; en and zh always hold the same keys (tests/unit/locales.test.ts). */
export const resources = {
  en: {
    common: enCommon,
    auth: enAuth,
    request: enRequest,
    layout: enLayout,
    pages: enPages,
    routes: enRoutes,
    settings: enSettings,
    search: enSearch,
    home: enHome,
    profile: enProfile,
    system: enSystem,
    dict: enDict,
    widgets: enWidgets,
  },
  zh: {
    common: zhCommon,
    auth: zhAuth,
    request: zhRequest,
    layout: zhLayout,
    pages: zhPages,
    routes: zhRoutes,
    settings: zhSettings,
    search: zhSearch,
    home: zhHome,
    profile: zhProfile,
    system: zhSystem,
    dict: zhDict,
    widgets: zhWidgets,
  },
} as const;

export const namespaces = Object.keys(resources.zh);
