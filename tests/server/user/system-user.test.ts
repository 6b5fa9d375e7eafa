import { beforeEach, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { users } from '../../../server/db/schema';
import { call, login, loginReply } from '../helpers/client';
import { db } from '../helpers/harness';

interface User {
  userId: number;
  userName: string;
  name: string;
  nickName: string;
  phonenumber: string;
  email: string;
  sex: string;
  status: string;
  roleIds: number[];
  roles: Array<{ roleId: number; roleName: string }>;
  password?: string;
}
interface RoleOption {
  roleId: number;
  roleName: string;
  roleKey: string;
  flag?: boolean;
}

let token = '';
beforeEach(async () => {
  token = await login('admin');
});

const list = (query: Record<string, string | number>, lang: 'zh' | 'en' = 'zh') =>
  call<unknown, User>('/system/user/list', { token, query, lang });
const fresh = {
  userName: 'wangfang',
  name: '王芳',
  nickName: '王老师',
  password: 'secret1',
  roleIds: [4],
  phonenumber: '13900000001',
  email: 'wangfang@school.cn',
  sex: '1',
  status: '0',
};
const create = (body: Record<string, unknown>, lang: 'zh' | 'en' = 'en') =>
  call<User>('/system/user', { method: 'POST', token, body, lang });

describe('user list and reads', () => {
  it('lists users with their roles and never a password', async () => {
    const page = await list({ pageSize: 5 }, 'en');
    expect(page.total).toBe((await db().select({ n: count() }).from(users))[0].n);
    expect(page.total).toBeGreaterThanOrEqual(10);
    expect(page.rows).toHaveLength(5);
    expect(page.rows[0]).toMatchObject({ userName: 'admin', roles: [{ roleId: 1, roleName: 'Administrator' }] });
    expect(page.rows.every((u) => !('password' in u))).toBe(true);
  });

  it('filters by user name, name, phone, status and creation date', async () => {
    expect((await list({ userName: 'ADM' })).rows.map((u) => u.userName)).toEqual(['admin', 'schooladmin']);
    expect((await list({ name: 'emily' })).rows.map((u) => u.userName)).toEqual(['emily']);
    expect((await list({ name: '刘校长' })).rows.map((u) => u.userName)).toEqual(['principal']);
    expect((await list({ phonenumber: '0000010' })).total).toBe(1);
    expect((await list({ status: '1' })).rows.map((u) => u.userName)).toEqual(['disabled']);
    expect((await list({ 'params[beginTime]': '2024-09-01', 'params[endTime]': '2024-09-03' })).total).toBe(3);
    expect((await list({ 'params[beginTime]': 'yesterday' })).code).toBe(500);
  });

  it('reads one user with its role ids and the roles to choose from', async () => {
    const one = await call<{ user: User; roleIds: number[]; roles: RoleOption[] }>('/system/user/7', {
      token,
      lang: 'en',
    });
    expect(one.data.user).toMatchObject({ userName: 'multi', name: '周杰' });
    expect(one.data.user.password).toBeUndefined();
    expect(one.data.roleIds).toEqual([4, 5]);
    expect(one.data.roles.map((r) => r.roleName)).toContain('Discipline leader');
    const options = await call<{ roles: RoleOption[] }>('/system/user/', { token });
    expect(options.data.roles).toHaveLength(6);
    expect((await call('/system/user/9999', { token, lang: 'en' })).msg).toBe('The user does not exist');
  });

  it('keeps /system/user/profile for the profile call', async () => {
    const profile = await call<{ user: User }>('/system/user/profile', { token });
    expect(profile.data.user.userName).toBe('admin');
  });

  it('refuses roles without the permission', async () => {
    const teacher = await login('teacher');
    expect((await call('/system/user/list', { token: teacher })).code).toBe(403);
    expect((await call('/system/user', { method: 'POST', token: teacher, body: fresh })).code).toBe(403);
  });
});

describe('user writes', () => {
  it('creates a user who can log in with the given password', async () => {
    const created = await create(fresh);
    expect(created.code).toBe(200);
    expect(created.data).toMatchObject({ userName: 'wangfang', roleIds: [4], status: '0' });
    expect(created.data.password).toBeUndefined();
    expect((await loginReply('wangfang', 'secret1')).code).toBe(200);
  });

  it.each([
    [{ userName: '' }, 'Username is required', 'invalid'],
    [{ userName: 'a' }, 'Username must be 2 to 20 characters long', 'invalid'],
    [{ userName: 'a'.repeat(21) }, 'Username must be 2 to 20 characters long', 'invalid'],
    [{ userName: 'Teacher' }, "Cannot add user 'Teacher': the username is already taken", 'conflict'],
    [{ name: ' ' }, 'Name is required', 'invalid'],
    [{ password: '' }, 'Password is required', 'invalid'],
    [{ password: '1234' }, 'Password must be 5 to 20 characters long', 'invalid'],
    [{ password: 'x'.repeat(21) }, 'Password must be 5 to 20 characters long', 'invalid'],
    [{ roleIds: [] }, 'Role is required', 'invalid'],
    [{ roleIds: [42] }, 'Role 42 does not exist', 'invalid'],
    [{ roleIds: ['x'] }, 'Role must be numbers', 'invalid'],
    [{ phonenumber: '12345' }, 'Please enter a valid phone number', 'invalid'],
    [{ phonenumber: '13800000004' }, "Cannot add user 'wangfang': the phone number is already taken", 'conflict'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address', 'invalid'],
    [{ sex: '7' }, 'Gender must be one of: 0, 1, 2', 'invalid'],
    [{ status: '9' }, 'Status must be one of: 0, 1', 'invalid'],
  ])('refuses %j without saving', async (change, msg, kind) => {
    const before = (await list({})).total;
    expect(await create({ ...fresh, ...change })).toEqual({ code: 500, msg, kind });
    expect((await list({})).total).toBe(before);
  });

  it('answers refusals in Chinese too', async () => {
    expect((await create({ ...fresh, userName: 'a' }, 'zh')).msg).toBe('用户名长度必须介于 2 和 20 之间');
  });

  it('only an administrator may hand out the administrator role', async () => {
    const role = {
      roleName: '用户管理员',
      roleNameEn: 'User manager',
      roleKey: 'user_manager',
      roleSort: 9,
      menuIds: [7000, 7010, 7011, 7012, 7013],
    };
    const made = await call<{ roleId: number }>('/system/role', { method: 'POST', token, body: role });
    await create({ ...fresh, roleIds: [made.data.roleId] });
    const manager = await login('wangfang', 'secret1');
    const options = await call<{ roles: RoleOption[] }>('/system/user/', { token: manager });
    expect(options.data.roles.map((r) => r.roleKey)).not.toContain('admin');
    const body = { ...fresh, userName: 'sneaky', phonenumber: '', email: '', roleIds: [1] };
    const reply = await call('/system/user', { method: 'POST', token: manager, body, lang: 'en' });
    expect(reply).toEqual({
      code: 500,
      msg: 'Only an administrator may assign the administrator role',
      kind: 'invalid',
    });
  });

  it('edits a user but not the user name or password', async () => {
    const body = { ...fresh, userId: 9, userName: 'renamed', password: 'ignored', name: '张伟伟', roleIds: [4, 5] };
    expect((await call('/system/user', { method: 'PUT', token, body })).code).toBe(200);
    const one = await call<{ user: User; roleIds: number[] }>('/system/user/9', { token });
    expect(one.data.user).toMatchObject({ userName: 'zhangwei', name: '张伟伟', email: 'wangfang@school.cn' });
    expect(one.data.roleIds).toEqual([4, 5]);
    expect((await loginReply('zhangwei', 'admin123')).code).toBe(200);
  });

  it('protects the administrator account and the caller', async () => {
    const admin = { ...fresh, userId: 1, phonenumber: '', email: '' };
    const put = (body: object) => call('/system/user', { method: 'PUT', token, body, lang: 'en' });
    expect((await put({ ...admin, roleIds: [4] })).msg).toBe('The administrator account cannot be changed this way');
    expect((await put({ ...admin, roleIds: [1] })).code).toBe(200);
    const status = (userId: number, s: string) =>
      call('/system/user/changeStatus', { method: 'PUT', token, lang: 'en', body: { userId, status: s } });
    expect((await status(1, '1')).code).toBe(500);
    expect((await call('/system/user/1', { method: 'DELETE', token, lang: 'en' })).msg).toBe(
      'The administrator account cannot be changed this way',
    );
  });

  it('enables and disables a user; a disabled user cannot log in', async () => {
    const status = (s: string) =>
      call('/system/user/changeStatus', { method: 'PUT', token, body: { userId: 4, status: s } });
    const teacher = await login('teacher');
    expect((await status('1')).code).toBe(200);
    expect((await call('/getInfo', { token: teacher })).code).toBe(401);
    expect((await loginReply('teacher')).msg).toBe('对不起，您的账号已停用');
    expect((await status('0')).code).toBe(200);
    expect((await loginReply('teacher')).code).toBe(200);
    expect((await status('')).code).toBe(500);
  });

  it('resets a password', async () => {
    const reset = (password: string) =>
      call('/system/user/resetPwd', { method: 'PUT', token, lang: 'en', body: { userId: 4, password } });
    expect(await reset('abc')).toEqual({ code: 500, msg: 'Password must be 5 to 20 characters long', kind: 'invalid' });
    expect((await reset('fresh-pass')).code).toBe(200);
    const relogin = await loginReply('teacher', 'fresh-pass');
    expect(relogin.code).toBe(200);
    // the password the administrator chose is to be changed at this login
    const info = await call<{ user: { passwordChangeRequired: boolean } }>('/getInfo', { token: relogin.data.token });
    expect(info.data?.user.passwordChangeRequired).toBe(true);
  });

  it('deletes several users at once, all or nothing', async () => {
    const before = (await list({})).total;
    expect((await call('/system/user/9,9999', { method: 'DELETE', token })).code).toBe(500);
    expect((await list({})).total).toBe(before);
    expect((await call('/system/user/9,10', { method: 'DELETE', token })).code).toBe(200);
    expect((await list({})).total).toBe(before - 2);
  });

  it('never deletes the caller', async () => {
    const other = (await create({ ...fresh, roleIds: [1] })).data;
    const theirs = await login('wangfang', 'secret1');
    const reply = await call(`/system/user/${other.userId}`, { method: 'DELETE', token: theirs, lang: 'en' });
    expect(reply).toEqual({ code: 500, msg: 'You cannot delete your own account', kind: 'invalid' });
  });
});

describe('roles of one user', () => {
  it('lists every role with a flag for the ones held, and saves a new set', async () => {
    const before = await call<{ user: User; roles: RoleOption[] }>('/system/user/authRole/7', { token, lang: 'en' });
    expect(before.data.user.userName).toBe('multi');
    expect(before.data.roles.filter((r) => r.flag).map((r) => r.roleId)).toEqual([4, 5]);
    const saved = await call('/system/user/authRole', { method: 'PUT', token, body: { userId: 7, roleIds: [2, 3] } });
    expect(saved.code).toBe(200);
    expect((await call<{ roleIds: number[] }>('/system/user/7', { token })).data.roleIds).toEqual([2, 3]);
  });

  it('moves a logged-in user off a role they lost, so menus follow at once', async () => {
    const multi = await login('multi');
    await call('/system/user/authRole', { method: 'PUT', token, query: { userId: 7, roleIds: '5' } });
    const info = await call<{ roles: string[] }>('/getInfo', { token: multi });
    expect(info.data.roles).toEqual(['discipline_leader']);
  });

  it('refuses unknown roles and the administrator account', async () => {
    const save = (body: object) => call('/system/user/authRole', { method: 'PUT', token, body, lang: 'en' });
    expect((await save({ userId: 7, roleIds: [77] })).msg).toBe('Role 77 does not exist');
    expect((await save({ userId: 1, roleIds: [2] })).code).toBe(500);
    expect((await save({ userId: 404, roleIds: [2] })).msg).toBe('The user does not exist');
  });
});

describe('POST /system/user/importData', () => {
  const importUsers = (users: unknown, as = token, lang: 'zh' | 'en' = 'zh') =>
    call<{ imported: number }>('/system/user/importData', { method: 'POST', token: as, body: { users }, lang });
  const names = async () => (await list({ pageSize: 1000 })).rows!.map((u) => u.userName);

  // An empty password never takes a shared initial one (sys.user.initPassword, 123456 in the
  // demo data): each such user gets a random one, answered once to the importer.
  it('creates every user, an empty password taking a random one answered once', async () => {
    const reply = await call<{ imported: number; passwords: Array<{ userName: string; password: string }> }>(
      '/system/user/importData',
      {
        method: 'POST',
        token,
        body: {
          users: [
            { userName: 'lihua', name: '李华', roleIds: [4] },
            { userName: 'lilei', name: '李雷', roleIds: [4] },
            { ...fresh, userName: 'zhaoliu', phonenumber: '13900000002', email: 'zl@school.cn' },
          ],
        },
      },
    );
    expect(reply).toMatchObject({ code: 200, data: { imported: 3 } });
    expect(await names()).toEqual(expect.arrayContaining(['lihua', 'lilei', 'zhaoliu']));
    const made = reply.data.passwords;
    expect(made.map((p) => p.userName)).toEqual(['lihua', 'lilei']);
    for (const { password } of made) expect(password).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(made[0].password).not.toBe(made[1].password);
    expect((await loginReply('lihua', '123456')).code).toBe(500);
    const lihua = await login('lihua', made[0].password);
    expect((await loginReply('zhaoliu', 'secret1')).code).toBe(200);
    // someone else chose every imported password: each must be changed at the first login
    const info = await call<{ user: { passwordChangeRequired: boolean } }>('/getInfo', { token: lihua });
    expect(info.data.user.passwordChangeRequired).toBe(true);
  });

  it('checks each row like a create and imports nothing when one row is refused', async () => {
    const before = await names();
    const reply = await importUsers([
      { userName: 'lihua', name: '李华', roleIds: [4] },
      { userName: 'LIHUA', name: '重名', roleIds: [4] },
    ]);
    expect(reply).toMatchObject({ code: 500, msg: "第 2 条：新增用户'LIHUA'失败，登录账号已存在" });
    const en = await importUsers([{ userName: 'x', name: 'X', roleIds: [4] }], token, 'en');
    expect(en.msg).toBe('Row 1: Username must be 2 to 20 characters long');
    expect((await importUsers([{ userName: 'nobody', name: '无角色' }])).msg).toBe('第 1 条：角色不能为空');
    expect((await importUsers([])).msg).toBe('导入数据不能为空');
    expect(await names()).toEqual(before);
  });

  it('needs system:user:import', async () => {
    const teacher = await login('teacher');
    expect((await importUsers([{ userName: 'lihua', name: '李华', roleIds: [4] }], teacher)).code).toBe(403);
  });
});

describe('users created at the same moment', () => {
  it('keeps one of two user names that differ only in case, refusing the other as taken', async () => {
    const racer = (userName: string, phone: string) =>
      create({ ...fresh, userName, phonenumber: phone, email: `${userName}@school.cn` });
    const replies = await Promise.all([racer('Racer', '13900000011'), racer('racer', '13900000012')]);
    expect(replies.map((r) => r.code).sort()).toEqual([200, 500]);
    const refused = replies.find((r) => r.code === 500)!;
    expect(refused.msg).toMatch(/^Cannot add user '(Racer|racer)': the username is already taken$/);
    expect((await list({ userName: 'racer' })).total).toBe(1);
  });
});

describe('an import under way', () => {
  it('leaves the other calls answered while it hashes the passwords', async () => {
    const rows = Array.from({ length: 40 }, (_, i) => ({
      userName: `bulk${i}`,
      name: `批量${i}`,
      roleIds: [4],
      password: `secret${i}`,
    }));
    let importDone = 0;
    const importing = call('/system/user/importData', { method: 'POST', token, body: { users: rows } }).then((r) => {
      importDone = Date.now();
      return r;
    });
    // Give the import time to start before another user's call comes in.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const info = await call('/getInfo', { token: await login('teacher') });
    const infoDone = Date.now();
    expect(info.code).toBe(200);
    expect((await importing).data).toEqual({ imported: 40, passwords: [] });
    expect(infoDone).toBeLessThan(importDone);
    expect((await loginReply('bulk39', 'secret39')).code).toBe(200);
  });
});
