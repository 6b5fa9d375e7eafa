import type { Body } from '../../lib/body';
import type { Clock } from '../../lib/clock';
import type { Db } from '../../db/types';
import { text, type Field } from '../../lib/validate';
import { configOn } from '../config/values';
import { checkCaptcha, takeCaptcha } from './captchas';
import { UUID } from './fields';

// The captcha every form that checks a password or creates an account asks for (POST /login,
// POST /register, POST /auth/bind), while sys.account.captchaEnabled is on. Taken before any
// other check: every attempt uses its captcha up, whatever the outcome, as in RuoYi.

export const CAPTCHA_SWITCH = 'sys.account.captchaEnabled';

/**
 * Takes the captcha the body names and answers the check to run once the form's own fields are
 * read: the answer (`answerField`) and the captcha's id are required, and must match.
 */
export async function takeFormCaptcha(db: Db, clock: Clock, body: Body, answerField: Field): Promise<() => void> {
  const on = await configOn(db, CAPTCHA_SWITCH);
  const uuid = text(UUID)(body);
  const captcha = on && uuid ? await takeCaptcha(db, clock, uuid) : null;
  return () => {
    if (!on) return;
    const answer = text(answerField, { required: true, max: 10 })(body);
    text(UUID, { required: true })(body);
    checkCaptcha(captcha, answer);
  };
}
