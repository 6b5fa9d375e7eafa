import { peekCaptchaAnswer } from '@mock/db';
import { getCaptcha } from '@/features/auth/api';
import { loginWith } from '@/features/auth/login';
import { useRoutesStore } from '@/stores/routes';
import { removeToken, setToken } from '@/utils/auth-token';

/** Logs in through the API the login page uses, with a real captcha from the mock. */
export async function loggedInAs(username: string) {
  const captcha = await getCaptcha();
  await loginWith({
    username,
    password: 'admin123',
    uuid: captcha.uuid,
    code: String(peekCaptchaAnswer(captcha.uuid!)),
  });
}

/**
 * The state the console is in once the guard has loaded a session: a token and the user's routes.
 * The request layer offers to log in again only then (src/api/relogin.ts).
 */
export function sessionOnScreen(): void {
  setToken('test-session');
  useRoutesStore.getState().setRoutes([], []);
}

/** Forgets what sessionOnScreen set. */
export function noSessionOnScreen(): void {
  removeToken();
  useRoutesStore.getState().clear();
}
