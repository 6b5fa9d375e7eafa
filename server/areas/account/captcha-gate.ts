import type { Clock } from '../../lib/clock';
import type { Db } from '../../db/types';
import { label, parsed, text } from '../../lib/input';
import { configOn } from '../config/values';
import { ApiError } from '../../lib/errors';
import { checkCaptcha, takeCaptcha } from './captchas';
import { LoginRefused } from './login-results';
import { CODE } from './schema';

// The captcha every form that checks a password or creates an account asks for (POST /login,
// POST /register, POST /auth/bind), while sys.account.captchaEnabled is on. Taken before any
// check of the account: every attempt uses its captcha up, whatever the outcome, as in RuoYi.

export const CAPTCHA_SWITCH = 'sys.account.captchaEnabled';

const ANSWER = text(CODE, { required: true, max: 10 });
const ID = text(label('验证码标识', 'Captcha id'), { required: true });

/**
 * Takes the captcha `uuid` names and answers the check to run once the form's own fields are
 * read: the answer and the captcha's id are required, and must match.
 */
export async function takeFormCaptcha(
  db: Db,
  clock: Clock,
  sent: { uuid: string; answer: string },
): Promise<() => void> {
  const on = await configOn(db, CAPTCHA_SWITCH);
  const captcha = on && sent.uuid ? await takeCaptcha(db, clock, sent.uuid) : null;
  return () => {
    if (!on) return;
    const answer = parsed(ANSWER, sent.answer);
    parsed(ID, sent.uuid);
    try {
      checkCaptcha(captcha, answer);
    } catch (error) {
      throw error instanceof ApiError ? new LoginRefused('wrongCaptcha', error.text) : error;
    }
  };
}
