import { http } from 'msw';
import { newCaptcha } from '../db/captchas';
import { configOn } from '../db/lookup';
import { base64Ascii, captchaSvg } from '../lib/captcha-svg';
import { okFields } from '../lib/reply';
import { open } from '../lib/route';

export const captchaHandlers = [
  http.get(
    '*/csp/captchaImage',
    open(({ lang }) => {
      if (!configOn('sys.account.captchaEnabled')) return okFields(lang, { captchaEnabled: false });
      const { uuid, question } = newCaptcha();
      const img = base64Ascii(captchaSvg([String(question.a), question.op, String(question.b), '=', '?']));
      return okFields(lang, { captchaEnabled: true, uuid, img });
    }),
  ),
];
