import type { Page } from 'playwright-core';
import { TOKEN_KEY } from '@/utils/auth-token';
import { solveCaptchaSrc } from './captcha';

// A login through the calls the login form makes, for the tests whose subject is not the form:
// opening the login page and typing into it took about 1.5 s of each such test, more on a loaded
// machine. The console then starts as it does on a reload with a session: from its home page.

interface CaptchaAnswer {
  captchaEnabled?: boolean;
  uuid?: string;
  img?: string;
}

/** Answers the captcha, logs in, keeps the token as the console does, and opens the home page. */
export async function loginThroughApi(page: Page, username: string, password: string): Promise<void> {
  const { request } = page.context();
  const captchaAnswer = await request.get('/csp/captchaImage');
  const captcha = (await captchaAnswer.json()) as CaptchaAnswer;
  const code =
    captcha.captchaEnabled && captcha.img
      ? solveCaptchaSrc(`data:image/svg+xml;base64,${captcha.img}`).answer
      : undefined;
  const answer = await request.post('/csp/login', { data: { username, password, code, uuid: captcha.uuid } });
  const body = (await answer.json()) as { token?: string; data?: { token?: string }; msg?: string };
  const token = body.data?.token ?? body.token;
  if (!token) throw new Error(`the login of ${username} was refused (${answer.status()}): ${body.msg ?? ''}`);
  await page
    .context()
    .addCookies([{ name: TOKEN_KEY, value: token, url: new URL('/', captchaAnswer.url()).href, sameSite: 'Lax' }]);
  // The form asks for the user and the menu before it leaves the login page; here the guard asks
  // for them once the home page's address is already there. Done when both have come, as after
  // the form: a test that makes the backend fail next must not fail the session's own loading.
  const answered = (path: string) => page.waitForResponse((response) => new URL(response.url()).pathname === path);
  const sessionLoaded = Promise.all([answered('/csp/getInfo'), answered('/csp/getRouters')]);
  await page.goto('/index');
  await sessionLoaded;
  // as after the form: the guard may send the user on (a password to change first)
  await page.waitForURL((url) => url.pathname !== '/');
}
