import { loadAllMessages } from '@/i18n';
import { buildPages } from '@/router/build-pages';
import { staticPageRoutes } from '@/router/static-pages';
import { useRoutesStore } from '@/stores/routes';
import { useSessionStore } from '@/stores/session';
import { forgetTabs } from '@/stores/tabs';
import { leaveWithoutAsking } from '@/stores/unsaved';
import { removeToken } from '@/utils/auth-token';
import { HOME_PATH, loadPage } from '@/utils/navigation';
import { logout } from './api';
import { sessionAnswers } from './login';

/** Where a full page load goes after logout; the guard then shows the login page. */
export const AFTER_LOGOUT_PATH = HOME_PATH;

/** Fetches who the user is and their menu, and builds the pages they may open. */
export async function loadSession(): Promise<void> {
  // The console's messages arrive meanwhile: the static pages are titled from them just below.
  const [[info, menus]] = await Promise.all([sessionAnswers(), loadAllMessages()]);
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
 * nothing of this user's routes, tabs or cached pages survives. The caller has asked the user,
 * unsaved input included, so the page load does not ask again.
 */
export async function logoutAndReload(): Promise<void> {
  try {
    await logout();
  } catch {
    // Already shown by the request layer; the local session is cleared regardless.
  } finally {
    clearSession();
    forgetTabs();
    leaveWithoutAsking();
    loadPage(AFTER_LOGOUT_PATH);
  }
}
