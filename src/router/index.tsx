import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import RouteErrorPage from '@/features/errors/RouteErrorPage';
import { guardLoader, guardShouldRevalidate, guestOnlyLoader } from './guard';
import RedirectHelper from './RedirectHelper';

type Module = { default: React.ComponentType };
const page = (load: () => Promise<Module>) => async () => ({ Component: (await load()).default });

const loginPage = page(() => import('@/features/auth/pages/LoginPage'));

/** Pages that need no login. These load without antd. */
const authRoutes: RouteObject[] = [
  { path: '/login', loader: guestOnlyLoader, lazy: loginPage },
  { path: '/admin/login', loader: guestOnlyLoader, lazy: loginPage },
  { path: '/register', loader: guestOnlyLoader, lazy: page(() => import('@/features/auth/pages/RegisterPage')) },
  { path: '/auth-redirect', lazy: page(() => import('@/features/auth/pages/AuthRedirectPage')) },
  { path: '/bind', lazy: page(() => import('@/features/auth/pages/BindPage')) },
];

/** Public pages built with antd. */
const publicRoutes: RouteObject[] = [
  { path: '/website', lazy: page(() => import('@/features/website/WebsitePage')) },
  { path: '/contentView', lazy: page(() => import('@/features/public/ContentViewPage')) },
];

const guardedRoutes: RouteObject = {
  id: 'guarded',
  loader: guardLoader,
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
    errorElement: <RouteErrorPage />,
    // Nothing to show while the first loaders run; the page appears as soon as they finish.
    HydrateFallback: () => null,
    children: [
      ...authRoutes,
      { lazy: page(() => import('@/AppProviders')), children: [...publicRoutes, guardedRoutes] },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
