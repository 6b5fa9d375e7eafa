import type { MenuRoute } from '@/stores/route-types';
import { setToken } from '@/utils/auth-token';
import { getInfo, getRouters, login } from './api';
import type { LoginForm, UserInfo } from './types';

type SessionAnswers = [UserInfo, MenuRoute[]];
let started: Promise<SessionAnswers> | null = null;

/**
 * Logs in, keeps the token, and at once asks who the user is and for their menu, while the
 * console's code is still loading; the guard takes those answers (takeStartedSession) instead of
 * asking again. Kept apart from ./session, which needs the whole table of screens: the login
 * page comes with the first script and must stay light.
 */
export async function loginWith(form: LoginForm): Promise<void> {
  const token = await login({ ...form, username: form.username.trim() });
  setToken(token);
  // These two do not open the re-login dialog: the guard handles an expired token itself.
  started = Promise.all([getInfo({ relogin: false }), getRouters({ relogin: false })]);
  // A failure is the guard's to handle; until it takes the promise, it is not "unhandled".
  started.catch(() => undefined);
}

/** The user and menu asked for at login, once; null when none are pending. */
export function takeStartedSession(): Promise<SessionAnswers> | null {
  const answers = started;
  started = null;
  return answers;
}
