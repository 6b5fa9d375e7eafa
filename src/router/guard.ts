import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { feedback } from '@/api/feedback';
import { RequestError } from '@/api/types';
import { clearSession, loadSession } from '@/features/auth';
import { useRoutesStore } from '@/stores/routes';
import { warmScreenAt } from './known-screens';
import { getToken } from '@/utils/auth-token';
import { loginRedirect } from './guard-checks';

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
