import { max } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema';
import { call, captcha, login, loginReply, setConfig } from '../helpers/client';
import { db } from '../helpers/harness';

// docs/api.md "POST /register": self-registration's switch, its rules and the account it makes.

async function register(fields: Record<string, unknown>, lang: 'zh' | 'en' = 'en') {
  const { uuid, code } = await captcha();
  return call('/register', { method: 'POST', lang, body: { uuid, code, ...fields } });
}

const valid = { username: 'newteacher', password: 'secret1', confirmPassword: 'secret1' };

describe('POST /register', () => {
  it('creates a teacher account that can log in', async () => {
    const [{ lastSeeded }] = await db()
      .select({ lastSeeded: max(users.userId) })
      .from(users);
    expect(await register(valid)).toEqual({ code: 200, msg: 'Success' });
    const token = await login('newteacher', 'secret1');
    const info = await call<{ roles: string[]; user: { userId: number } }>('/getInfo', { token });
    expect(info.data.roles).toEqual(['teacher']);
    // the next id after the seeded accounts, whatever the tests before this one created
    expect(info.data.user.userId).toBe(Number(lastSeeded) + 1);
  });

  const refusals: Array<[Record<string, string>, string, 'invalid' | 'conflict']> = [
    [{ ...valid, username: 'a' }, 'Username must be 2 to 20 characters long', 'invalid'],
    [{ ...valid, username: 'u'.repeat(21) }, 'Username must be 2 to 20 characters long', 'invalid'],
    [{ ...valid, password: 'abcd', confirmPassword: 'abcd' }, 'Password must be 5 to 20 characters long', 'invalid'],
    [{ ...valid, confirmPassword: 'secret2' }, 'The passwords entered twice are inconsistent', 'invalid'],
    [{ ...valid, username: 'teacher' }, "Cannot register 'teacher': the account already exists", 'conflict'],
    [{ password: 'secret1', confirmPassword: 'secret1' }, 'Username is required', 'invalid'],
  ];

  it.each(refusals)('refuses %j', async (fields, msg, kind) => {
    expect(await register(fields)).toEqual({ code: 500, msg, kind });
    expect((await loginReply(fields.username ?? '', fields.password)).code).toBe(500);
  });

  it('checks the captcha', async () => {
    const { uuid } = await captcha();
    const reply = await call('/register', { method: 'POST', lang: 'zh', body: { ...valid, uuid, code: '99' } });
    expect(reply).toEqual({ code: 500, msg: '验证码错误', kind: 'invalid' });
    expect((await loginReply('newteacher', 'secret1')).code).toBe(500);
  });

  it('is refused when config turns registration off', async () => {
    await setConfig(await login('admin'), 'sys.account.registerUser', 'false');
    expect(await register(valid, 'zh')).toEqual({ code: 500, msg: '当前系统没有开启注册功能！', kind: 'invalid' });
    expect(await register(valid, 'en')).toEqual({ code: 500, msg: 'Registration is not enabled', kind: 'invalid' });
  });

  it('refuses the second of two registrations of one name at the same moment', async () => {
    const replies = await Promise.all([register(valid), register(valid)]);
    expect(replies.map((r) => r.msg).sort()).toEqual([
      "Cannot register 'newteacher': the account already exists",
      'Success',
    ]);
  });
});
