import { Hono } from 'hono';
import { readJson } from '../../lib/body';
import type { AppEnv } from '../../lib/context';
import { okFields } from '../../lib/envelope';
import { fail } from '../../lib/errors';
import { schema, text } from '../../lib/validate';
import type { WechatSettings } from '../../settings';
import { refuseBlockedAddress } from '../account/blocked-addresses';
import { takeFormCaptcha } from '../account/captcha-gate';
import { CAPTCHA_CODE, PASSWORD, USERNAME, WECHAT_CODE } from '../account/fields';
import { checkAccount, openLoginSession } from '../account/log-in';
import { bindOpenId } from './bindings';
import { openIdForCode } from './oauth';

// docs/api.md "POST /auth/bind": the WeChat web login's callback binds the WeChat user to an
// existing account and logs them in. The account is checked as /login checks it, behind the
// same captcha (its answer in `captchaCode`, since `code` is WeChat's) and the same lock, before
// the code is spent at WeChat: otherwise this call would be a way to guess passwords.

const BIND = schema({
  code: text(WECHAT_CODE, { required: true, max: 200 }),
  username: text(USERNAME, { required: true, max: 50 }),
  password: text(PASSWORD, { required: true, max: 100 }),
});

/** The route, on when the server has WeChat's app id and secret (settings.wechat). */
export function wechatBindRoutes(wechat: WechatSettings | undefined) {
  return new Hono<AppEnv>().post('/auth/bind', async (c) => {
    if (!wechat) fail('未开启微信登录', 'WeChat login is not enabled');
    const { db, clock } = c.var;
    const body = await readJson(c);
    const checkCaptcha = await takeFormCaptcha(db, clock, body, CAPTCHA_CODE);
    const { code, username, password } = BIND(body);
    checkCaptcha();
    await refuseBlockedAddress(c);
    const userId = await checkAccount(db, clock, username, password);
    const openId = await openIdForCode(wechat, code, c.var.log);
    const token = await db.transaction(async (tx) => {
      await bindOpenId(tx, clock, openId, userId);
      return openLoginSession(tx, clock, userId);
    });
    return okFields(c, { token, data: { token } });
  });
}
