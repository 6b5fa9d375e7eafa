import { getCaptcha } from '@/features/auth/api';
import { loginWith } from '@/features/auth/login';
import { useRoutesStore } from '@/stores/routes';
import { removeToken, setToken } from '@/utils/auth-token';
import { answerOfCaptchaSvg } from './captcha';

/**
 * Logs in through the API the login page uses, answering the captcha from its picture, on the
 * real server (./real-server.ts).
 */
export async function loggedInAs(username: string) {
  const captcha = await getCaptcha();
  await loginWith({
    username,
    password: 'admin123',
    uuid: captcha.uuid,
    code: answerOfCaptchaSvg(atob(captcha.img!)),
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
