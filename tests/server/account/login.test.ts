import { describe, expect, it } from 'vitest';
import { CAPTCHA_TTL_MS } from '../../../server/areas/account/captchas';
import { call, captcha, login, loginReply, raw, setConfig } from '../helpers/client';
import { clock } from '../helpers/harness';

// The login rules of docs/api.md "POST /login".

const post = (body: Record<string, unknown>, lang: 'zh' | 'en' = 'zh') =>
  call<{ token: string }>('/login', { method: 'POST', body, lang });

describe('POST /login', () => {
  it('answers a token at top level and under data', async () => {
    const reply = await loginReply('admin');
    expect(reply.code).toBe(200);
    expect(reply.data.token).toMatch(/^[0-9a-f]{32,}$/);
    expect(reply.token).toBe(reply.data.token);
  });

  it.each(['admin', 'schooladmin', 'principal', 'teacher', 'leader', 'bd', 'multi'])(
    'logs in the seeded account %s',
    async (name) => {
      expect((await loginReply(name)).code).toBe(200);
    },
  );

  it('gives a different token to every login', async () => {
    expect(await login('teacher')).not.toBe(await login('teacher'));
  });

  it('names each missing field', async () => {
    const { uuid, code } = await captcha();
    expect(await post({ password: 'admin123', code, uuid })).toEqual({
      code: 500,
      msg: '用户名不能为空',
      kind: 'invalid',
    });
    expect(await post({ username: 'admin', code, uuid }, 'en')).toEqual({
      code: 500,
      msg: 'Password is required',
      kind: 'invalid',
    });
    expect(await post({ username: 'admin', password: 'admin123', uuid }, 'en')).toEqual({
      code: 500,
      msg: 'Captcha is required',
      kind: 'invalid',
    });
  });

  it('refuses an unknown captcha uuid as expired', async () => {
    const reply = await post({ username: 'admin', password: 'admin123', code: '3', uuid: 'nope' }, 'en');
    expect(reply).toEqual({ code: 500, msg: 'The captcha has expired', kind: 'invalid' });
  });

  it('refuses a captcha older than two minutes', async () => {
    const { uuid, code } = await captcha();
    clock.advance(CAPTCHA_TTL_MS + 1000);
    expect(await post({ username: 'admin', password: 'admin123', code, uuid })).toEqual({
      code: 500,
      msg: '验证码已失效',
      kind: 'invalid',
    });
  });

  it('accepts a captcha just inside its two minutes', async () => {
    const { uuid, code } = await captcha();
    clock.advance(CAPTCHA_TTL_MS - 1000);
    expect((await post({ username: 'admin', password: 'admin123', code, uuid })).code).toBe(200);
  });

  it('refuses a wrong captcha answer', async () => {
    const { uuid, code } = await captcha();
    const wrong = String(Number(code) + 1);
    expect(await post({ username: 'admin', password: 'admin123', code: wrong, uuid }, 'en')).toEqual({
      code: 500,
      msg: 'Wrong captcha',
      kind: 'invalid',
    });
    expect(await post({ username: 'admin', password: 'admin123', code: wrong, uuid })).toEqual({
      code: 500,
      msg: '验证码已失效',
      kind: 'invalid',
    });
  });

  it('uses a captcha once, even when the attempt fails for another reason', async () => {
    const { uuid, code } = await captcha();
    expect((await post({ username: 'admin', password: 'wrong-pass', code, uuid })).msg).toBe('用户不存在/密码错误');
    expect(await post({ username: 'admin', password: 'admin123', code, uuid })).toEqual({
      code: 500,
      msg: '验证码已失效',
      kind: 'invalid',
    });
  });

  it('does not tell an unknown user from a wrong password', async () => {
    expect(await loginReply('nobody', 'admin123', 'en')).toEqual({
      code: 500,
      msg: 'Wrong username or password',
      kind: 'invalid',
    });
    expect(await loginReply('admin', 'admin1234', 'en')).toEqual({
      code: 500,
      msg: 'Wrong username or password',
      kind: 'invalid',
    });
  });

  it('locks an account for ten minutes after five wrong passwords', async () => {
    for (let i = 0; i < 4; i++) expect((await loginReply('teacher', 'bad')).msg).toBe('用户不存在/密码错误');
    expect(await loginReply('teacher', 'bad')).toEqual({
      code: 500,
      msg: '密码输入错误5次，帐户锁定10分钟',
      kind: 'invalid',
    });
    expect((await loginReply('teacher', 'admin123', 'en')).msg).toBe(
      'Wrong password entered 5 times, the account is locked for 10 minutes',
    );
    expect((await loginReply('principal')).code).toBe(200);
    clock.advance(10 * 60 * 1000 + 1000);
    expect((await loginReply('teacher')).code).toBe(200);
  });

  it('starts counting again after a successful login', async () => {
    for (let i = 0; i < 4; i++) await loginReply('teacher', 'bad');
    expect((await loginReply('teacher')).code).toBe(200);
    expect((await loginReply('teacher', 'bad')).msg).toBe('用户不存在/密码错误');
  });

  it('refuses a disabled account', async () => {
    expect(await loginReply('disabled')).toEqual({ code: 500, msg: '对不起，您的账号已停用', kind: 'invalid' });
    expect(await loginReply('disabled', 'admin123', 'en')).toEqual({
      code: 500,
      msg: 'Sorry, your account has been disabled',
      kind: 'invalid',
    });
  });

  it('skips the captcha check when config switches the captcha off', async () => {
    await setConfig(await login('admin'), 'sys.account.captchaEnabled', 'false');
    const reply = await post({ username: 'teacher', password: 'admin123' });
    expect(reply.code).toBe(200);
  });

  it('refuses a body that is not JSON', async () => {
    const response = await raw('/login', { method: 'POST', body: '{oops', lang: 'en' });
    expect(await response.json()).toEqual({ code: 500, msg: 'The request body is not valid JSON', kind: 'invalid' });
  });
});
