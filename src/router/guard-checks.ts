import { redirect } from 'react-router-dom';
import { useRoutesStore } from '@/stores/routes';
import { getToken } from '@/utils/auth-token';

// The router's light checks, part of the first script. The guard itself (./guard) loads the
// session and the table of screens, so it is loaded when a console page is first opened.

export function loginRedirect(url: URL): string {
  return `/login?redirect=${encodeURIComponent(url.pathname + url.search + url.hash)}`;
}

/**
 * Whether the guard runs again for a navigation: whenever it would do something (no token, since
 * it may have been removed elsewhere, or no user loaded yet), and only then. With nothing to load
 * the router switches location at once instead of passing through a loading state, which would
 * render the whole shell (and start the progress bar) one more time on every click: a filter, a
 * page of a list, a menu entry or a tab of the strip.
 */
export function guardShouldRevalidate(): boolean {
  return !getToken() || !useRoutesStore.getState().loaded;
}

/** A logged-in user opening a login page is sent home. */
export function guestOnlyLoader() {
  if (getToken()) throw redirect('/');
  return null;
}
