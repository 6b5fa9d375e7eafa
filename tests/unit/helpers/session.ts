import { peekCaptchaAnswer } from '@mock/db';
import { getCaptcha } from '@/features/auth/api';
import { loginWith } from '@/features/auth/login';

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
