import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { classes, courseSchools, users } from '../../../server/db/schema';
import { USER_NAME_PATTERN } from '../../../server/areas/user/user-name';
import { call, captcha, login } from '../helpers/client';
import { db } from '../helpers/harness';

// docs/api.md "Users": a user name is unique ignoring case and is written in a safe alphabet
// (ASCII letters, digits, `_ . - @`), wherever an account is created: self-registration, the
// System → Users dialog and the import, a school's new teacher or new accounts.

const ZERO_WIDTH_SPACE = '\u200b';
const LOOKALIKES = ['аdmin', `admin${ZERO_WIDTH_SPACE}`, 'tea cher', 'lǐ', '张老师'];
const ALPHABET_EN = 'Username may only hold letters A-Z and a-z, digits and _ . - @';
const ALPHABET_ZH = '用户名只能包含英文字母、数字和 _ . - @';

async function register(username: string, lang: 'zh' | 'en' = 'en') {
  const { uuid, code } = await captcha();
  const body = { username, password: 'secret1', confirmPassword: 'secret1', uuid, code };
  return call('/register', { method: 'POST', lang, body });
}

async function addUser(token: string, userName: string, lang: 'zh' | 'en' = 'en') {
  const body = { userName, name: 'Someone', password: 'secret1', roleIds: [4] };
  return call('/system/user', { method: 'POST', token, lang, body });
}

describe('a user name taken in another case', () => {
  it('is refused at registration with the clear message in both languages', async () => {
    expect(await register('ADMIN')).toEqual({
      code: 500,
      msg: "Cannot register 'ADMIN': the account already exists",
      kind: 'conflict',
    });
    expect(await register('Teacher', 'zh')).toEqual({
      code: 500,
      msg: "保存用户'Teacher'失败，注册账号已存在",
      kind: 'conflict',
    });
  });

  it('is refused in the System → Users dialog and the import', async () => {
    const token = await login('admin');
    expect(await addUser(token, 'ADMIN')).toEqual({
      code: 500,
      msg: "Cannot add user 'ADMIN': the username is already taken",
      kind: 'conflict',
    });
    const imported = await call('/system/user/importData', {
      method: 'POST',
      token,
      lang: 'en',
      body: { users: [{ userName: 'TEACHER', name: 'T', roleIds: [4] }] },
    });
    expect(imported).toEqual({
      code: 500,
      msg: "Row 1: Cannot add user 'TEACHER': the username is already taken",
      kind: 'conflict',
    });
  });

  it('is refused to the second of two registrations racing in different cases', async () => {
    const replies = await Promise.all([register('racer'), register('RACER')]);
    const refused = replies.filter((r) => r.code !== 200);
    expect(replies.filter((r) => r.msg === 'Success')).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0].msg).toMatch(/^Cannot register '(racer|RACER)': the account already exists$/);
  });
});

describe('two accounts created at once under one name', () => {
  it('keep one and refuse the other clearly in the System → Users dialog', async () => {
    const token = await login('admin');
    const replies = await Promise.all([addUser(token, 'twin'), addUser(token, 'twin')]);
    expect(replies.map((r) => r.msg).sort()).toEqual([
      "Cannot add user 'twin': the username is already taken",
      'Success',
    ]);
  });
});

describe('the alphabet of user names', () => {
  it.each(LOOKALIKES)('refuses %j at registration, in both languages', async (name) => {
    expect(await register(name)).toEqual({ code: 500, msg: ALPHABET_EN, kind: 'invalid' });
    expect(await register(name, 'zh')).toEqual({ code: 500, msg: ALPHABET_ZH, kind: 'invalid' });
  });

  it("refuses look-alike names in the System → Users dialog and for a school's new teacher", async () => {
    const admin = await login('admin');
    for (const name of LOOKALIKES)
      expect(await addUser(admin, name)).toEqual({ code: 500, msg: ALPHABET_EN, kind: 'invalid' });
    const schoolAdmin = await login('schooladmin');
    // a course and a class of the school admin's school (school 1), so that only the name is wrong
    const [course] = await db().select().from(courseSchools).where(eq(courseSchools.schoolId, 1)).limit(1);
    const [own] = await db().select().from(classes).where(eq(classes.schoolId, 1)).limit(1);
    const teacher = await call('/user/member/teacher', {
      method: 'POST',
      token: schoolAdmin,
      lang: 'zh',
      body: {
        userName: 'аdmin2',
        name: '新老师',
        password: 'secret1',
        courseIds: [course.courseId],
        classIds: [own.classId],
      },
    });
    expect(teacher).toEqual({ code: 500, msg: ALPHABET_ZH, kind: 'invalid' });
  });

  it('takes the names the alphabet allows', async () => {
    const token = await login('admin');
    for (const name of ['li.ming', 'li-ming_2', 'ming@school', 'Ab']) {
      expect((await addUser(token, name)).code).toBe(200);
    }
    expect((await register('New.Teacher-1')).code).toBe(200);
  });

  it('holds every seeded account name', async () => {
    const names = (await db().select({ userName: users.userName }).from(users)).map((u) => u.userName);
    expect(names.length).toBeGreaterThan(10);
    expect(names.filter((name) => !USER_NAME_PATTERN.test(name))).toEqual([]);
  });
});
