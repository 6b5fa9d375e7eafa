import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LOCK_MS, MAX_FAILURES } from '../../../server/areas/account/login-guard';
import { loginFailures } from '../../../server/db/schema';
import { call, captcha, login, loginReply } from '../helpers/client';
import { clock, db } from '../helpers/harness';

// docs/security.md "Lockouts": every attempt is counted before its password is looked at, in one
// statement every server instance shares, so that a burst of attempts sent at once is held to the
// same five tries as attempts sent one by one; unknown names lock exactly like real ones.

const WRONG = '用户不存在/密码错误';
const LOCKED = `密码输入错误${MAX_FAILURES}次，帐户锁定10分钟`;

/** `n` login attempts sent at once, each with its own solved captcha. */
async function burst(attempts: Array<{ username: string; password: string }>) {
  const captchas = await Promise.all(attempts.map(() => captcha()));
  return Promise.all(
    attempts.map((attempt, i) =>
      call<{ token: string }>('/login', { method: 'POST', body: { ...attempt, ...captchas[i] } }),
    ),
  );
}

const failuresOf = async (name: string) =>
  (await db().select().from(loginFailures).where(eq(loginFailures.accountKey, name)))[0]?.failures ?? 0;

describe('the login lock under a burst of attempts', () => {
  it('counts every one of 40 wrong passwords sent at once and checks no more than five', async () => {
    const answers = await burst(Array.from({ length: 40 }, () => ({ username: 'teacher', password: 'bad' })));
    expect(await failuresOf('teacher')).toBe(40);
    expect(answers.filter((a) => a.msg === WRONG)).toHaveLength(MAX_FAILURES - 1);
    expect(answers.filter((a) => a.msg === LOCKED)).toHaveLength(40 - (MAX_FAILURES - 1));
  });

  // Attempts sent at once reach the database in no fixed order (a pool of connections), so the
  // right password is sent inside a burst that the five wrong ones before it have already
  // locked: every one of the burst is past the fifth try, whatever order it is counted in.
  it('refuses the right password sent inside a burst of wrong ones, past the fifth try', async () => {
    const wrongOnes = (n: number) => Array.from({ length: n }, () => ({ username: 'teacher', password: 'bad' }));
    await burst(wrongOnes(MAX_FAILURES));
    const answers = await burst([...wrongOnes(6), { username: 'teacher', password: 'admin123' }]);
    expect(answers.filter((a) => a.code === 200)).toEqual([]);
    expect(answers.at(-1)).toEqual({ code: 500, msg: LOCKED, kind: 'invalid' });
    expect((await loginReply('teacher')).msg).toBe(LOCKED);
  });

  it('lets the account in again once the ten minutes are over, and starts counting afresh', async () => {
    await burst(Array.from({ length: 8 }, () => ({ username: 'teacher', password: 'bad' })));
    clock.advance(LOCK_MS + 1000);
    expect((await loginReply('teacher')).code).toBe(200);
    expect(await failuresOf('teacher')).toBe(0);
    expect((await loginReply('teacher', 'bad')).msg).toBe(WRONG);
  });
});

describe('an unknown account name', () => {
  it('is locked after five wrong tries exactly like a real one, in both languages', async () => {
    for (const name of ['nobody-here', 'teacher']) {
      for (let i = 1; i < MAX_FAILURES; i++) expect((await loginReply(name, 'bad')).msg).toBe(WRONG);
      expect(await loginReply(name, 'bad')).toEqual({ code: 500, msg: LOCKED, kind: 'invalid' });
      expect(await loginReply(name, 'bad', 'en')).toEqual({
        code: 500,
        msg: `Wrong password entered ${MAX_FAILURES} times, the account is locked for 10 minutes`,
        kind: 'invalid',
      });
    }
  });

  it('shares its lock with every spelling of the name in capitals', async () => {
    for (let i = 0; i < MAX_FAILURES; i++) await loginReply(i % 2 ? 'TEACHER' : 'Teacher', 'bad');
    expect((await loginReply('teacher')).msg).toBe(LOCKED);
  });
});

describe('the lock on the change-password form', () => {
  const change = (token: string, oldPassword: string, lang: 'zh' | 'en' = 'zh') =>
    call('/system/user/profile/updatePwd', {
      method: 'PUT',
      token,
      lang,
      body: { oldPassword, newPassword: 'new-pass-1' },
    });
  const LOCKED_ZH = '旧密码输入错误12次，修改密码锁定10分钟';
  const LOCKED_EN = 'Wrong old password entered 12 times, changing the password is locked for 10 minutes';

  it('locks after twelve wrong old passwords in a row, even for the right one, for ten minutes', async () => {
    const token = await login('teacher');
    for (let i = 1; i < 12; i++) expect((await change(token, 'bad')).msg).toBe('修改密码失败，旧密码错误');
    expect(await change(token, 'bad')).toEqual({ code: 500, msg: LOCKED_ZH, kind: 'invalid' });
    expect(await change(token, 'admin123', 'en')).toEqual({ code: 500, msg: LOCKED_EN, kind: 'invalid' });
    clock.advance(LOCK_MS + 1000);
    expect((await change(token, 'admin123')).code).toBe(200);
  });

  it('counts twelve wrong old passwords sent at once as twelve', async () => {
    const token = await login('teacher');
    const answers = await Promise.all(Array.from({ length: 14 }, () => change(token, 'bad')));
    expect(answers.filter((a) => a.msg === LOCKED_ZH)).toHaveLength(3);
    expect((await change(token, 'admin123')).msg).toBe(LOCKED_ZH);
  });

  it('starts counting again after a right old password', async () => {
    const token = await login('teacher');
    for (let i = 0; i < 11; i++) await change(token, 'bad');
    expect((await change(token, 'admin123')).code).toBe(200);
    expect((await change(token, 'bad')).msg).toBe('修改密码失败，旧密码错误');
  });

  it('is apart from the login lock: a locked form does not lock the login', async () => {
    const token = await login('teacher');
    for (let i = 0; i < 12; i++) await change(token, 'bad');
    expect((await loginReply('teacher')).code).toBe(200);
  });
});
