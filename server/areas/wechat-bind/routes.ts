import { Hono } from 'hono';
import { requestDevice } from '../../lib/user-agent';
import type { AppEnv } from '../../lib/context';
import { okFields } from '../../lib/envelope';
import { fail } from '../../lib/errors';
import { body, NOTHING } from '../../lib/input';
import type { WechatSettings } from '../../settings';
import { refuseBlockedAddress } from '../account/blocked-addresses';
import { takeFormCaptcha } from '../account/captcha-gate';
import { checkAccount, openLoginSession } from '../account/log-in';
import { bindOpenId } from './bindings';
import { openIdForCode } from './oauth';
import * as schema from './schema';

// docs/api.md "POST /auth/bind": the WeChat web login's callback binds the WeChat user to an
// existing account and logs them in. The account is checked as /login checks it, behind the
// same captcha (its answer in `captchaCode`, since `code` is WeChat's) and the same lock, before
// the code is spent at WeChat: otherwise this call would be a way to guess passwords.

/** The route, on when the server has WeChat's app id and secret (settings.wechat); else a refusal, whatever was sent. */
export function wechatBindRoutes(wechat: WechatSettings | undefined) {
  if (!wechat)
    return new Hono<AppEnv>().post('/auth/bind', body(NOTHING), () =>
      fail('未开启微信登录', 'WeChat login is not enabled'),
    );
  return new Hono<AppEnv>().post('/auth/bind', body(schema.binding), async (c) => {
    const { db, clock } = c.var;
    const { uuid, captchaCode, code, username, password } = c.req.valid('json');
    const checkCaptcha = await takeFormCaptcha(db, clock, { uuid, answer: captchaCode });
    checkCaptcha();
    await refuseBlockedAddress(c);
    const userId = await checkAccount(db, clock, username, password);
    const openId = await openIdForCode(wechat, code, c.var.log);
    const token = await db.transaction(async (tx) => {
      await bindOpenId(tx, clock, openId, userId);
      return openLoginSession(tx, clock, userId, requestDevice(c));
    });
    return okFields(c, { token, data: { token } });
  });
}
