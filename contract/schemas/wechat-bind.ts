import { z } from 'zod';
import { label, text } from '@contract/input';
import { CAPTCHA_ANSWER, CAPTCHA_ID, LOGIN_FIELDS } from './account';

// What POST /auth/bind takes (docs/api.md "POST /auth/bind"): WeChat's code, and the login form's
// account and captcha, its answer in `captchaCode` since `code` is WeChat's.

export const binding = z.object({
  uuid: CAPTCHA_ID,
  captchaCode: CAPTCHA_ANSWER,
  code: text(label('微信授权码', 'WeChat authorisation code'), { required: true, max: 200 }),
  ...LOGIN_FIELDS,
});
