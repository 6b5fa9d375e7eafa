import { beforeEach, describe, expect, it } from 'vitest';
import { call, login, loginReply } from '../helpers/client';

// An account whose password someone else chose (the first admin of a school, a user an
// administrator created with "ask for a new password at first login", an imported user) must
// choose its own before anything else: docs/api.md "Profile" and docs/security.md.

interface Info {
  user: { userName: string; passwordChangeRequired: boolean };
  permissions: string[];
}

let admin = '';
beforeEach(async () => {
  admin = await login('admin');
});

const newTeacher = (passwordChangeRequired?: boolean) =>
  call('/system/user', {
    method: 'POST',
    token: admin,
    body: { userName: 'newcomer', name: '新同事', password: 'Given-123', roleIds: [4], passwordChangeRequired },
  });
const info = async (token: string) => (await call<Info>('/getInfo', { token })).data;
const changePassword = (token: string, newPassword = 'Mine-4567', lang: 'zh' | 'en' = 'en') =>
  call('/system/user/profile/updatePwd', {
    method: 'PUT',
    token,
    lang,
    body: { oldPassword: 'Given-123', newPassword },
  });

describe('an account that must change its password', () => {
  it('is told so by getInfo, and refused everything else with a bilingual 403 until it has', async () => {
    expect((await newTeacher(true)).code).toBe(200);
    const token = await login('newcomer', 'Given-123');
    expect((await info(token)).user).toMatchObject({ userName: 'newcomer', passwordChangeRequired: true });
    // no menu to draw: the console shows the change-password screen alone
    expect(await call('/getRouters', { token })).toMatchObject({ code: 200, data: [] });
    for (const path of ['/system/user/profile', '/home/stats', '/system/dict/data/type/sys_user_sex']) {
      const refused = await call(path, { token, lang: 'en' });
      expect({ path, ...refused }).toMatchObject({
        path,
        code: 403,
        msg: 'Change your password before going on: the password you were given must be replaced by your own',
        kind: 'forbidden',
      });
    }
    expect((await call('/system/user/profile', { token, lang: 'zh' })).msg).toBe(
      '请先修改密码：您收到的初始密码须换成您自己的密码后才能继续使用',
    );
  });

  it('is free once the password is changed; the change ends its other sessions', async () => {
    await newTeacher(true);
    const other = await login('newcomer', 'Given-123');
    const token = await login('newcomer', 'Given-123');
    // the rule of the form still holds: the new password must differ from the given one
    expect((await changePassword(token, 'Given-123')).msg).toBe('The new password must differ from the old one');
    expect((await changePassword(token)).code).toBe(200);
    expect((await info(token)).user.passwordChangeRequired).toBe(false);
    expect((await call('/system/user/profile', { token })).code).toBe(200);
    expect(((await call<unknown[]>('/getRouters', { token })).data ?? []).length).toBeGreaterThan(0);
    expect((await call('/getInfo', { token: other })).code).toBe(401);
    expect((await loginReply('newcomer', 'Mine-4567')).code).toBe(200);
  });

  it('is not asked of an account created without the flag', async () => {
    await newTeacher(false);
    const token = await login('newcomer', 'Given-123');
    expect((await info(token)).user.passwordChangeRequired).toBe(false);
    expect((await call('/system/user/profile', { token })).code).toBe(200);
  });

  it('is refused a flag that is not a boolean', async () => {
    const reply = await call('/system/user', {
      method: 'POST',
      token: admin,
      lang: 'en',
      body: { userName: 'newcomer', name: 'N', password: 'Given-123', roleIds: [4], passwordChangeRequired: 'yes' },
    });
    expect(reply).toMatchObject({
      code: 500,
      msg: 'Ask for a new password at first login must be one of: true, false',
      kind: 'invalid',
    });
  });
});
