import { describe, expect, it } from 'vitest';
import { MAX_FAILURES } from '../../../server/areas/account/login-guard';
import { addressBlocked } from '../../../server/areas/account/blocked-addresses';
import { createApp } from '../../../server/app';
import { captcha, login, request, setConfig, type Envelope } from '../helpers/client';
import { clock, db, serverApp, serverLog } from '../helpers/harness';

// docs/security.md "The blocked-address list": sys.login.blackIPList (RuoYi's meaning: entries
// separated by `;`, each an address, a pattern with `*` or a CIDR range) refuses a login and a
// WeChat bind from a listed client address, before the password is looked at.

const BLOCKED_ZH = '对不起，您的IP已被列入系统黑名单';
const BLOCKED_EN = "Sorry, your address is on the system's blocked list";

/** A login from `address`, with a solved captcha. */
async function loginFrom(address: string, username = 'teacher', password = 'admin123', lang: 'zh' | 'en' = 'en') {
  const body = { username, password, ...(await captcha()) };
  const response = await serverApp().fetch(request('/login', { method: 'POST', body, lang }), {
    incoming: { socket: { remoteAddress: address } },
  });
  return (await response.json()) as Envelope<{ token: string }>;
}

describe('the blocked-address list', () => {
  it('reads addresses, * patterns and CIDR ranges separated by semicolons', () => {
    const list = '203.0.113.5; 198.51.100.*;10.1.0.0/16 ; 2001:db8::/32';
    for (const address of ['203.0.113.5', '198.51.100.77', '10.1.200.3', '2001:db8::1']) {
      expect(addressBlocked(list, address)).toBe(true);
    }
    for (const address of ['203.0.113.50', '198.51.101.7', '10.2.0.1', '2001:db9::1', '']) {
      expect(addressBlocked(list, address)).toBe(false);
    }
    expect(addressBlocked('', '203.0.113.5')).toBe(false);
    expect(addressBlocked('not an address;;', '203.0.113.5')).toBe(false);
  });

  it('refuses a login from a listed address in both languages, and lets others in', async () => {
    await setConfig(await login('admin'), 'sys.login.blackIPList', '203.0.113.*;192.0.2.0/24');
    expect(await loginFrom('203.0.113.9')).toEqual({ code: 500, msg: BLOCKED_EN, kind: 'invalid' });
    expect(await loginFrom('::ffff:192.0.2.4', 'teacher', 'admin123', 'zh')).toEqual({
      code: 500,
      msg: BLOCKED_ZH,
      kind: 'invalid',
    });
    expect((await loginFrom('198.51.100.1')).code).toBe(200);
  });

  it('refuses before the password is counted, so a blocked address cannot lock an account', async () => {
    await setConfig(await login('admin'), 'sys.login.blackIPList', '203.0.113.9');
    for (let i = 0; i < MAX_FAILURES + 2; i++)
      expect((await loginFrom('203.0.113.9', 'teacher', 'bad')).msg).toBe(BLOCKED_EN);
    expect((await loginFrom('198.51.100.1')).code).toBe(200);
  });

  it('refuses a WeChat bind from a listed address', async () => {
    await setConfig(await login('admin'), 'sys.login.blackIPList', '203.0.113.9');
    const app = createApp({
      db: db(),
      clock,
      log: serverLog.log,
      wechat: { appId: 'wx', appSecret: 'secret', apiBase: 'http://127.0.0.1:9', timeoutMs: 300 },
    });
    const solved = await captcha();
    const body = {
      username: 'teacher',
      password: 'admin123',
      code: 'code',
      uuid: solved.uuid,
      captchaCode: solved.code,
    };
    const response = await app.fetch(request('/auth/bind', { method: 'POST', body, lang: 'en' }), {
      incoming: { socket: { remoteAddress: '203.0.113.9' } },
    });
    expect(await response.json()).toEqual({ code: 500, msg: BLOCKED_EN, kind: 'invalid' });
  });
});
