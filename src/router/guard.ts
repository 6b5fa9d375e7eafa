import { redirect, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { feedback } from '@/api/feedback';
import { RequestError } from '@/api/types';
import { clearSession, loadSession } from '@/features/auth';
import { useRoutesStore } from '@/stores/routes';
import { warmScreenAt } from './known-screens';
import { getToken } from '@/utils/auth-token';

export function loginRedirect(url: URL): string {
  return `/login?redirect=${encodeURIComponent(url.pathname + url.search + url.hash)}`;
}

/**
 * Runs before every navigation inside the console: no token goes to the login
 * page carrying the wanted address; a token without a loaded user fetches user and menu first,
 * so that a deep link or a refresh lands on its page.
 */
export async function guardLoader({ request }: LoaderFunctionArgs) {
  if (!getToken()) throw redirect(loginRedirect(new URL(request.url)));
  if (useRoutesStore.getState().loaded) return null;
  warmScreenAt(new URL(request.url).pathname);
  try {
    await loadSession();
  } catch (error) {
    clearSession();
    // A server message (code 500 and the like) was shown already; an expired session was not.
    if (!(error instanceof RequestError) || error.code === 401) {
      const text = error instanceof Error ? error.message : String(error);
      void feedback.error(text);
    }
    throw redirect('/');
  }
  return null;
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
