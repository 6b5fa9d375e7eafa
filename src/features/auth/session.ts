import { buildPages } from '@/router/build-pages';
import { staticPageRoutes } from '@/router/static-pages';
import { useRoutesStore } from '@/stores/routes';
import { useSessionStore } from '@/stores/session';
import { removeToken, setToken } from '@/utils/auth-token';
import { loadPage } from '@/utils/navigation';
import { getInfo, getRouters, login, logout } from './api';
import type { LoginForm } from './types';

/** Where a full page load goes after logout; the guard then shows the login page. */
export const AFTER_LOGOUT_PATH = '/index';

export async function loginWith(form: LoginForm): Promise<void> {
  const token = await login({ ...form, username: form.username.trim() });
  setToken(token);
}

/** Fetches who the user is and their menu, and builds the pages they may open. */
export async function loadSession(): Promise<void> {
  // The guard handles an expired token itself, so these two do not open the re-login dialog.
  const [info, menus] = await Promise.all([getInfo({ relogin: false }), getRouters({ relogin: false })]);
  useSessionStore.getState().setInfo(info);
  const permissions = useSessionStore.getState().permissions;
  useRoutesStore.getState().setRoutes(menus, [...staticPageRoutes(permissions), ...buildPages(menus)]);
}

/** Forgets the token, the user and their routes in this page. */
export function clearSession(): void {
  removeToken();
  useSessionStore.getState().clear();
  useRoutesStore.getState().clear();
}

/**
 * Ends the session on the server (best effort) and here, then loads the app afresh so that
 * nothing of this user's routes or cached pages survives.
 */
export async function logoutAndReload(): Promise<void> {
  try {
    await logout();
  } catch {
    // Already shown by the request layer; the local session is cleared regardless.
  } finally {
    clearSession();
    loadPage(AFTER_LOGOUT_PATH);
  }
}
