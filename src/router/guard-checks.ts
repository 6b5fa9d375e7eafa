import { redirect, type ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { useRoutesStore } from '@/stores/routes';
import { getToken } from '@/utils/auth-token';

// The router's light checks, part of the first script. The guard itself (./guard) loads the
// session and the table of screens, so it is loaded when a console page is first opened.

export function loginRedirect(url: URL): string {
  return `/login?redirect=${encodeURIComponent(url.pathname + url.search + url.hash)}`;
}

/**
 * Whether the guard runs again for a navigation: always to another page, and whenever it would
 * do something (no token, since it may have been removed elsewhere, or no user loaded yet).
 * A list changing only its query on the same page skips it: with nothing to load the router
 * switches location at once instead of passing through a loading state, which would render
 * the whole shell one more time on every filter and page change.
 */
export function guardShouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs): boolean {
  if (currentUrl.pathname !== nextUrl.pathname) return true;
  return !getToken() || !useRoutesStore.getState().loaded;
}

/** A logged-in user opening a login page is sent home. */
export function guestOnlyLoader() {
  if (getToken()) throw redirect('/');
  return null;
}
