import enCommon from './en/common.json';
import enAuth from './en/auth.json';
import enRequest from './en/request.json';
import enLayout from './en/layout.json';
import enPages from './en/pages.json';
import enRoutes from './en/routes.json';
import zhCommon from './zh/common.json';
import zhAuth from './zh/auth.json';
import zhRequest from './zh/request.json';
import zhLayout from './zh/layout.json';
import zhPages from './zh/pages.json';
import zhRoutes from './zh/routes.json';

export const resources = {
  en: { common: enCommon, auth: enAuth, request: enRequest, layout: enLayout, pages: enPages, routes: enRoutes },
  zh: { common: zhCommon, auth: zhAuth, request: zhRequest, layout: zhLayout, pages: zhPages, routes: zhRoutes },
} as const;

export const namespaces = Object.keys(resources.zh);
