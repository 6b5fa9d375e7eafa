import { beforeEach, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import type { InferResponseType } from 'hono/client';
import { users } from '../../../server/db/schema';
import type { accountRoutes } from '../../../server/areas/account/routes';
import type { profileRoutes } from '../../../server/areas/profile/routes';
import type { roleRoutes } from '../../../server/areas/role/routes';
import type { userRoutes } from '../../../server/areas/user/routes';
import { answer, api } from '../helpers/api';
import { call, login, loginReply, raw } from '../helpers/client';
import { db } from '../helpers/harness';

let token = '';
beforeEach(async () => {
  token = await login('admin');
});

/** The user calls, as the admin (or `as`) in `lang`. */
const user = (lang: 'zh' | 'en' = 'zh', as = token) => api<typeof userRoutes>({ token: as, lang }).system.user;
const info = (as: string) => answer(api<typeof accountRoutes>({ token: as }).getInfo.$get());
const list = (query: Record<string, string | number>, lang: 'zh' | 'en' = 'zh', as = token) =>
  answer(user(lang, as).list.$get({ query }));
const read = (userId: number, lang: 'zh' | 'en' = 'zh') =>
  answer(user(lang)[':userId{[0-9]+}'].$get({ param: { userId: String(userId) } }));
/**
 * The roles a new user may be given (`GET /system/user/`). The typed client sends this path without
 * its trailing slash (Hono's `index`), which the route needs, so it goes by path, answered as the
 * route's own type.
 */
type RoleChoices = InferResponseType<ReturnType<typeof user>['index']['$get']>;
const roleChoices = async (as = token) => (await raw('/system/user/', { token: as })).json() as Promise<RoleChoices>;
const update = (json: object, lang: 'zh' | 'en' = 'zh') => answer(user(lang).$put({ json }));
const remove = (userIds: string, lang: 'zh' | 'en' = 'zh', as = token) =>
  answer(user(lang, as)[':userIds'].$delete({ param: { userIds } }));
const changeStatus = (json: object, lang: 'zh' | 'en' = 'zh') => answer(user(lang).changeStatus.$put({ json }));
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
const create = (json: Record<string, unknown>, lang: 'zh' | 'en' = 'en', as = token) =>
  answer(user(lang, as).$post({ json }));

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
    const one = await read(7, 'en');
    expect(one.data.user).toMatchObject({ userName: 'multi', name: '周杰' });
    expect(one.data.user).not.toHaveProperty('password');
    expect(one.data.roleIds).toEqual([4, 5]);
    expect(one.data.roles.map((r) => r.roleName)).toContain('Discipline leader');
    const options = await roleChoices();
    expect(options.data.roles).toHaveLength(6);
    expect((await read(9999, 'en')).msg).toBe('The user does not exist');
  });

  it('keeps /system/user/profile for the profile call', async () => {
    const profile = await answer(api<typeof profileRoutes>({ token }).system.user.profile.$get());
    expect(profile.data.user.userName).toBe('admin');
  });

  it('refuses roles without the permission', async () => {
    const teacher = await login('teacher');
    expect((await list({}, 'zh', teacher)).code).toBe(403);
    expect((await create(fresh, 'zh', teacher)).code).toBe(403);
  });
});

describe('user writes', () => {
  it('creates a user who can log in with the given password', async () => {
    const created = await create(fresh);
    expect(created.code).toBe(200);
    expect(created.data).toMatchObject({ userName: 'wangfang', roleIds: [4], status: '0' });
    expect(created.data).not.toHaveProperty('password');
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
    const made = await answer(api<typeof roleRoutes>({ token }).system.role.$post({ json: role }));
    await create({ ...fresh, roleIds: [made.data.roleId] });
    const manager = await login('wangfang', 'secret1');
    const options = await roleChoices(manager);
    expect(options.data.roles.map((r) => r.roleKey)).not.toContain('admin');
    const body = { ...fresh, userName: 'sneaky', phonenumber: '', email: '', roleIds: [1] };
    const reply = await create(body, 'en', manager);
    expect(reply).toEqual({
      code: 500,
      msg: 'Only an administrator may assign the administrator role',
      kind: 'invalid',
    });
  });

  it('edits a user but not the user name or password', async () => {
    const body = { ...fresh, userId: 9, userName: 'renamed', password: 'ignored', name: '张伟伟', roleIds: [4, 5] };
    expect((await update(body)).code).toBe(200);
    const one = await read(9);
    expect(one.data.user).toMatchObject({ userName: 'zhangwei', name: '张伟伟', email: 'wangfang@school.cn' });
    expect(one.data.roleIds).toEqual([4, 5]);
    expect((await loginReply('zhangwei', 'admin123')).code).toBe(200);
  });

  it('protects the administrator account and the caller', async () => {
    const admin = { ...fresh, userId: 1, phonenumber: '', email: '' };
    const put = (body: object) => update(body, 'en');
    expect((await put({ ...admin, roleIds: [4] })).msg).toBe('The administrator account cannot be changed this way');
    expect((await put({ ...admin, roleIds: [1] })).code).toBe(200);
    const status = (userId: number, s: string) => changeStatus({ userId, status: s }, 'en');
    expect((await status(1, '1')).code).toBe(500);
    expect((await remove('1', 'en')).msg).toBe('The administrator account cannot be changed this way');
  });

  it('enables and disables a user; a disabled user cannot log in', async () => {
    const status = (s: string) => changeStatus({ userId: 4, status: s });
    const teacher = await login('teacher');
    expect((await status('1')).code).toBe(200);
    expect((await info(teacher)).code).toBe(401);
    expect((await loginReply('teacher')).msg).toBe('对不起，您的账号已停用');
    expect((await status('0')).code).toBe(200);
    expect((await loginReply('teacher')).code).toBe(200);
    expect((await status('')).code).toBe(500);
  });

  it('resets a password', async () => {
    const reset = (password: string) => answer(user('en').resetPwd.$put({ json: { userId: 4, password } }));
    expect(await reset('abc')).toEqual({ code: 500, msg: 'Password must be 5 to 20 characters long', kind: 'invalid' });
    expect((await reset('fresh-pass')).code).toBe(200);
    const relogin = await loginReply('teacher', 'fresh-pass');
    expect(relogin.code).toBe(200);
    // the password the administrator chose is to be changed at this login
    const reply = await info(relogin.data.token);
    expect(reply.data?.user.passwordChangeRequired).toBe(true);
  });

  it('deletes several users at once, all or nothing', async () => {
    const before = (await list({})).total;
    expect((await remove('9,9999')).code).toBe(500);
    expect((await list({})).total).toBe(before);
    expect((await remove('9,10')).code).toBe(200);
    expect((await list({})).total).toBe(before - 2);
  });

  it('never deletes the caller', async () => {
    const other = (await create({ ...fresh, roleIds: [1] })).data;
    const theirs = await login('wangfang', 'secret1');
    const reply = await remove(String(other.userId), 'en', theirs);
    expect(reply).toEqual({ code: 500, msg: 'You cannot delete your own account', kind: 'invalid' });
  });
});

describe('roles of one user', () => {
  it('lists every role with a flag for the ones held, and saves a new set', async () => {
    const before = await answer(user('en').authRole[':userId'].$get({ param: { userId: '7' } }));
    expect(before.data.user.userName).toBe('multi');
    expect(before.data.roles.filter((r) => r.flag).map((r) => r.roleId)).toEqual([4, 5]);
    const saved = await answer(user().authRole.$put({ json: { userId: 7, roleIds: [2, 3] } }));
    expect(saved.code).toBe(200);
    expect((await read(7)).data.roleIds).toEqual([2, 3]);
  });

  it('moves a logged-in user off a role they lost, so menus follow at once', async () => {
    const multi = await login('multi');
    // RuoYi's query string on a PUT: the typed client sends a body, so this stays on `call`
    await call('/system/user/authRole', { method: 'PUT', token, query: { userId: 7, roleIds: '5' } });
    const reply = await info(multi);
    expect(reply.data.roles).toEqual(['discipline_leader']);
  });

  it('refuses unknown roles and the administrator account', async () => {
    const save = (json: object) => answer(user('en').authRole.$put({ json }));
    expect((await save({ userId: 7, roleIds: [77] })).msg).toBe('Role 77 does not exist');
    expect((await save({ userId: 1, roleIds: [2] })).code).toBe(500);
    expect((await save({ userId: 404, roleIds: [2] })).msg).toBe('The user does not exist');
  });
});

describe('POST /system/user/importData', () => {
  const importUsers = (users: unknown, as = token, lang: 'zh' | 'en' = 'zh') =>
    answer(user(lang, as).importData.$post({ json: { users } }));
  const names = async () => (await list({ pageSize: 1000 })).rows!.map((u) => u.userName);

  // An empty password never takes a shared initial one (sys.user.initPassword, 123456 in the
  // demo data): each such user gets a random one, answered once to the importer.
  it('creates every user, an empty password taking a random one answered once', async () => {
    const reply = await importUsers([
      { userName: 'lihua', name: '李华', roleIds: [4] },
      { userName: 'lilei', name: '李雷', roleIds: [4] },
      { ...fresh, userName: 'zhaoliu', phonenumber: '13900000002', email: 'zl@school.cn' },
    ]);
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
    expect((await info(lihua)).data.user.passwordChangeRequired).toBe(true);
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
    const importing = answer(user().importData.$post({ json: { users: rows } })).then((r) => {
      importDone = Date.now();
      return r;
    });
    // Give the import time to start before another user's call comes in.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const reply = await info(await login('teacher'));
    const infoDone = Date.now();
    expect(reply.code).toBe(200);
    expect((await importing).data).toEqual({ imported: 40, passwords: [] });
    expect(infoDone).toBeLessThan(importDone);
    expect((await loginReply('bulk39', 'secret39')).code).toBe(200);
  });
});
