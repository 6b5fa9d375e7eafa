import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { antdStylesheetLoaded } from '@/antd-static-styles';
import { loadAllMessages } from '@/i18n';
import LoginPage from '@/features/auth/pages/LoginPage';
import RouteErrorPage from '@/features/errors/RouteErrorPage';
import AppRoot from './AppRoot';
import { guardShouldRevalidate, guestOnlyLoader } from './guard-checks';
import RedirectHelper from './RedirectHelper';

type Module = { default: React.ComponentType };
/** A page loaded on first visit; every page but the login page needs the full set of messages. */
const page = (load: () => Promise<Module>) => async () => {
  const [module] = await Promise.all([load(), loadAllMessages()]);
  return { Component: module.default };
};

/**
 * Pages that need no login. These load without antd. The login page is part of the entry, so it
 * arrives with it instead of being asked for once the entry has run.
 */
const authRoutes: RouteObject[] = [
  { path: '/login', loader: guestOnlyLoader, Component: LoginPage },
  { path: '/admin/login', loader: guestOnlyLoader, Component: LoginPage },
  { path: '/register', loader: guestOnlyLoader, lazy: page(() => import('@/features/auth/pages/RegisterPage')) },
  { path: '/auth-redirect', lazy: page(() => import('@/features/auth/pages/AuthRedirectPage')) },
  { path: '/bind', lazy: page(() => import('@/features/auth/pages/BindPage')) },
];

/** Public pages built with antd. */
const publicRoutes: RouteObject[] = [
  { path: '/website', lazy: page(() => import('@/features/website/WebsitePage')) },
  { path: '/contentView', lazy: page(() => import('@/features/public/ContentViewPage')) },
];

/**
 * The guard loads with the first console page; from then on it is called directly, as before it
 * was split off: a loader that waits on import() at every navigation made a tab click now and
 * then not navigate at all (tests/e2e/unsaved-pages.test.ts).
 */
let guard: typeof import('./guard') | undefined;
const loadGuard = async () => (guard = await import('./guard'));

const guardedRoutes: RouteObject = {
  id: 'guarded',
  loader: (args) => (guard ? guard.guardLoader(args) : loadGuard().then((loaded) => loaded.guardLoader(args))),
  shouldRevalidate: guardShouldRevalidate,
  children: [
    { path: '/404', lazy: page(() => import('@/features/errors/NotFoundPage')) },
    { path: '/401', lazy: page(() => import('@/features/errors/UnauthorizedPage')) },
    { path: '/redirect/*', element: <RedirectHelper /> },
    {
      path: '/',
      lazy: page(() => import('@/layout/Layout')),
      children: [
        { index: true, element: <Navigate to="/index" replace /> },
        { path: '*', lazy: page(() => import('@/layout/tabs/CachedPages')) },
      ],
    },
  ],
};

export const routes: RouteObject[] = [
  {
    Component: AppRoot,
    errorElement: <RouteErrorPage />,
    // Nothing to show while the first loaders run; the page appears as soon as they finish.
    HydrateFallback: () => null,
    children: [
      ...authRoutes,
      {
        lazy: page(() => Promise.all([import('@/AppProviders'), antdStylesheetLoaded()]).then(([module]) => module)),
        children: [...publicRoutes, guardedRoutes],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
