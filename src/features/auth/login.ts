import type { MenuRoute } from '@/stores/route-types';
import { setToken } from '@/utils/auth-token';
import { getInfo, getRouters, login } from './api';
import type { LoginForm, UserInfo } from './types';

type SessionAnswers = [UserInfo, MenuRoute[]];
let started: Promise<SessionAnswers> | null = null;

// These two do not open the re-login dialog: the guard handles an expired token itself.
const askForSession = () => Promise.all([getInfo({ relogin: false }), getRouters({ relogin: false })]);

/**
 * Logs in, keeps the token, and at once asks who the user is and for their menu, while the
 * console's code is still loading; the guard takes those answers (sessionAnswers) instead of
 * asking again. Kept apart from ./session, which needs the whole table of screens: the login
 * page comes with the first script and must stay light.
 */
export async function loginWith(form: LoginForm): Promise<void> {
  const token = await login({ ...form, username: form.username.trim() });
  setToken(token);
  started = askForSession();
  // A failure is the guard's to handle; until it takes the promise, it is not "unhandled".
  started.catch(() => undefined);
}

/** Who the user is and their menu: the answers asked for at login, once, or asked for now. */
export function sessionAnswers(): Promise<SessionAnswers> {
  const answers = started ?? askForSession();
  started = null;
  return answers;
}
