import { describe, expect, it } from 'vitest';
import type { accountRoutes } from '../../../server/areas/account/routes';
import { answer, api } from '../helpers/api';
import { login } from '../helpers/client';

// docs/api.md "findUserRoles" and "switchRole": acting in one of the user's roles at a time.

/** The account calls, as the session of `token`, in `lang`. */
const account = (token: string, lang: 'zh' | 'en' = 'zh') => api<typeof accountRoutes>({ token, lang });
const roleOptions = (token: string, lang: 'zh' | 'en' = 'zh') =>
  answer(account(token, lang).system.user.findUserRoles.$put({ json: {} }));
const switchRole = (
  token: string,
  args: { query?: { roleId: number }; json?: { roleId: number } },
  lang: 'zh' | 'en' = 'zh',
) => answer(account(token, lang).system.user.switchRole.$put(args));
const activeRoles = async (token: string) => (await answer(account(token).getInfo.$get())).data.roles;
const groups = async (token: string) => (await answer(account(token).getRouters.$get())).data.map((g) => g.path);

describe('role switching', () => {
  it('lists the roles of the logged-in user in the request language', async () => {
    const token = await login('multi');
    const zh = await roleOptions(token);
    expect(zh.data).toEqual([
      { roleId: 4, roleName: '教师', roleKey: 'teacher' },
      { roleId: 5, roleName: '学科负责人', roleKey: 'discipline_leader' },
    ]);
    const en = await roleOptions(token, 'en');
    expect(en.data.map((r) => r.roleName)).toEqual(['Teacher', 'Discipline leader']);
    const single = await roleOptions(await login('teacher'));
    expect(single.data).toHaveLength(1);
  });

  it('switches the active role (query parameter), which getInfo and getRouters follow', async () => {
    const token = await login('multi');
    expect(await groups(token)).toEqual(['/course-center', '/teaching']);
    const reply = await switchRole(token, { query: { roleId: 5 }, json: { roleId: 5 } });
    expect(reply).toEqual({ code: 200, msg: '操作成功' });
    expect(await groups(token)).toEqual(['/course-center', '/discipline-center']);
    expect(await activeRoles(token)).toEqual(['discipline_leader']);
  });

  it('accepts the role id in a JSON body alone', async () => {
    const token = await login('multi');
    expect((await switchRole(token, { json: { roleId: 5 } })).code).toBe(200);
    expect(await activeRoles(token)).toEqual(['discipline_leader']);
  });

  it('only switches the session that asked', async () => {
    const first = await login('multi');
    const second = await login('multi');
    await switchRole(first, { json: { roleId: 5 } });
    expect(await activeRoles(second)).toEqual(['teacher']);
  });

  it('refuses a role the user does not hold, and a missing role id', async () => {
    const token = await login('multi');
    const reply = await switchRole(token, { json: { roleId: 1 } }, 'en');
    expect(reply).toEqual({ code: 500, msg: 'You do not hold this role, so you cannot switch to it', kind: 'invalid' });
    expect(await activeRoles(token)).toEqual(['teacher']);
    expect(await switchRole(token, {}, 'en')).toEqual({
      code: 500,
      msg: 'Role id is required',
      kind: 'invalid',
    });
  });
});
