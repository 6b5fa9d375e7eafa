import { describe, expect, it } from 'vitest';
import { call, login } from './client';

// docs/api.md "findUserRoles" and "switchRole": acting in one of the user's roles at a time.

interface RoleOption {
  roleId: number;
  roleName: string;
  roleKey: string;
}

const groups = async (token: string) =>
  (await call<Array<{ path: string }>>('/getRouters', { token })).data.map((g) => g.path);

describe('role switching', () => {
  it('lists the roles of the logged-in user in the request language', async () => {
    const token = await login('multi');
    const zh = await call<RoleOption[]>('/system/user/findUserRoles', { method: 'PUT', token });
    expect(zh.data).toEqual([
      { roleId: 4, roleName: '教师', roleKey: 'teacher' },
      { roleId: 5, roleName: '学科负责人', roleKey: 'discipline_leader' },
    ]);
    const en = await call<RoleOption[]>('/system/user/findUserRoles', { method: 'PUT', token, lang: 'en' });
    expect(en.data.map((r) => r.roleName)).toEqual(['Teacher', 'Discipline leader']);
    const single = await call<RoleOption[]>('/system/user/findUserRoles', {
      method: 'PUT',
      token: await login('teacher'),
    });
    expect(single.data).toHaveLength(1);
  });

  it('switches the active role (query parameter), which getInfo and getRouters follow', async () => {
    const token = await login('multi');
    expect(await groups(token)).toEqual(['/course-center', '/teaching']);
    const reply = await call('/system/user/switchRole', {
      method: 'PUT',
      token,
      query: { roleId: 5 },
      body: { roleId: 5 },
    });
    expect(reply).toEqual({ code: 200, msg: '操作成功' });
    expect(await groups(token)).toEqual(['/course-center', '/discipline-center']);
    const info = await call<{ roles: string[] }>('/getInfo', { token });
    expect(info.data.roles).toEqual(['discipline_leader']);
  });

  it('accepts the role id in a JSON body alone', async () => {
    const token = await login('multi');
    expect((await call('/system/user/switchRole', { method: 'PUT', token, body: { roleId: 5 } })).code).toBe(200);
    expect((await call<{ roles: string[] }>('/getInfo', { token })).data.roles).toEqual(['discipline_leader']);
  });

  it('only switches the session that asked', async () => {
    const first = await login('multi');
    const second = await login('multi');
    await call('/system/user/switchRole', { method: 'PUT', token: first, body: { roleId: 5 } });
    expect((await call<{ roles: string[] }>('/getInfo', { token: second })).data.roles).toEqual(['teacher']);
  });

  it('refuses a role the user does not hold, and a missing role id', async () => {
    const token = await login('multi');
    const reply = await call('/system/user/switchRole', { method: 'PUT', token, body: { roleId: 1 }, lang: 'en' });
    expect(reply).toEqual({ code: 500, msg: 'You do not hold this role, so you cannot switch to it', kind: 'invalid' });
    expect((await call<{ roles: string[] }>('/getInfo', { token })).data.roles).toEqual(['teacher']);
    expect(await call('/system/user/switchRole', { method: 'PUT', token, lang: 'en' })).toEqual({
      code: 500,
      msg: 'Role id is required',
      kind: 'invalid',
    });
  });
});
