import { beforeEach, describe, expect, it } from 'vitest';
import type { RouterNode } from '../../../server/areas/account/routers';
import { asc, count, eq } from 'drizzle-orm';
import { userRoles, users } from '../../../server/db/schema';
import { call, login } from '../helpers/client';
import { db } from '../helpers/harness';

interface Role {
  roleId: number;
  roleName: string;
  roleNameZh: string;
  roleNameEn: string;
  roleKey: string;
  roleSort: number;
  status: string;
  menuCheckStrictly: boolean;
  menuIds: number[];
}
interface TreeNode {
  id: number;
  label: string;
  children?: TreeNode[];
}
interface User {
  userId: number;
  userName: string;
}

let token = '';
beforeEach(async () => {
  token = await login('admin');
});

const list = (query: Record<string, string | number> = {}, lang: 'zh' | 'en' = 'zh') =>
  call<unknown, Role>('/system/role/list', { token, query, lang });
const fresh = {
  roleName: '教研员',
  roleNameEn: 'Researcher',
  roleKey: 'researcher',
  roleSort: 7,
  status: '0',
  menuCheckStrictly: true,
  menuIds: [7000, 7040, 7041],
  remark: '',
};
const create = (body: Record<string, unknown>, lang: 'zh' | 'en' = 'en') =>
  call<Role>('/system/role', { method: 'POST', token, body, lang });
const pages = (tree: RouterNode[]) => tree.flatMap((g) => g.children ?? []).map((c) => c.path);

describe('role list and reads', () => {
  it('lists roles by sort order with names in the request language', async () => {
    const all = await list({}, 'en');
    expect(all.total).toBe(6);
    expect(all.rows.map((r) => r.roleKey)).toEqual([
      'admin',
      'school_admin',
      'principal',
      'teacher',
      'discipline_leader',
      'A4',
    ]);
    expect(all.rows[3]).toMatchObject({ roleName: 'Teacher', roleNameZh: '教师', roleNameEn: 'Teacher' });
  });

  it('filters by name in either language, key and status', async () => {
    expect((await list({ roleName: '校长' })).rows.map((r) => r.roleKey)).toEqual(['principal']);
    expect((await list({ roleName: 'business' })).rows.map((r) => r.roleKey)).toEqual(['A4']);
    expect((await list({ roleKey: 'ADMIN' })).total).toBe(2);
    expect((await list({ status: '1' })).total).toBe(0);
  });

  it('gives the menu tree in the request language and a role with its checked keys', async () => {
    const tree = await call<TreeNode[]>('/system/menu/treeselect', { token, lang: 'en' });
    expect(tree.data.map((n) => n.label)).toContain('System');
    const system = tree.data.find((n) => n.id === 7000)!;
    expect(system.children?.[0]).toMatchObject({ id: 7010, label: 'Users' });
    expect(system.children?.[0].children?.map((n) => n.label)).toEqual([
      'Query',
      'Add',
      'Edit',
      'Delete',
      'Reset password',
      'Export',
      'Import',
    ]);
    const principal = await call<{ menus: TreeNode[]; checkedKeys: number[] }>('/system/menu/roleMenuTreeselect/3', {
      token,
    });
    // Linkage on: the half-held course page (query and export only) and its directory are left out.
    expect(principal.data.checkedKeys).toContain(1011);
    expect(principal.data.checkedKeys).not.toContain(1010);
    expect(principal.data.checkedKeys).not.toContain(1000);
  });

  it('gives every held key when linkage is off', async () => {
    const role = (await call<Role>('/system/role/3', { token })).data;
    await call('/system/role', { method: 'PUT', token, body: { ...role, menuCheckStrictly: false } });
    const tree = await call<{ checkedKeys: number[] }>('/system/menu/roleMenuTreeselect/3', { token });
    expect(tree.data.checkedKeys).toEqual(expect.arrayContaining([1000, 1010, 1011]));
  });

  it('refuses roles without the permission', async () => {
    const teacher = await login('teacher');
    expect((await call('/system/role/list', { token: teacher })).code).toBe(403);
    expect((await call('/system/menu/treeselect', { token: teacher })).code).toBe(403);
  });
});

describe('role writes', () => {
  it('creates a role whose menus decide its routers and permissions', async () => {
    const created = await create(fresh);
    expect(created.code).toBe(200);
    const roleId = created.data.roleId;
    await call('/system/user/authRole', { method: 'PUT', token, body: { userId: 9, roleIds: [roleId] } });
    const researcher = await login('zhangwei');
    const routers = async () => (await call<RouterNode[]>('/getRouters', { token: researcher })).data;
    expect(pages(await routers())).toEqual(['/system/config/index']);
    const info = await call<{ permissions: string[] }>('/getInfo', { token: researcher });
    expect(info.data.permissions).toEqual(['system:config:list', 'system:config:query']);
    expect((await call('/system/config/list', { token: researcher })).code).toBe(200);

    const body = { ...created.data, menuIds: [3000, 3020, 3021, 3022] };
    expect((await call('/system/role', { method: 'PUT', token, body })).code).toBe(200);
    expect(pages(await routers())).toEqual(['/admin/subject/index']);
    expect((await call('/system/config/list', { token: researcher })).code).toBe(403);
  });

  it.each([
    [{ roleName: '' }, 'Role name is required', 'invalid'],
    [{ roleNameEn: '' }, 'English name is required', 'invalid'],
    [{ roleKey: '' }, 'Role key is required', 'invalid'],
    [{ roleSort: '' }, 'Sort order is required', 'invalid'],
    [{ roleSort: 'first' }, 'Sort order must be a whole number', 'invalid'],
    [{ roleName: '教师' }, "Cannot add role '教师': the role name already exists", 'conflict'],
    [{ roleKey: 'Teacher' }, "Cannot add role '教研员': the role key already exists", 'conflict'],
    [{ status: '3' }, 'Role status must be one of: 0, 1', 'invalid'],
    [{ menuIds: [123456] }, 'Menu 123456 does not exist', 'invalid'],
    [{ menuCheckStrictly: 'yes' }, 'Parent-child linkage must be true or false', 'invalid'],
  ])('refuses %j without saving', async (change, msg, kind) => {
    expect(await create({ ...fresh, ...change })).toEqual({ code: 500, msg, kind });
    expect((await list()).total).toBe(6);
  });

  it('keeps the Chinese name when a form opened in English is saved', async () => {
    const role = (await call<Role>('/system/role/4', { token, lang: 'en' })).data;
    await call('/system/role', { method: 'PUT', token, lang: 'en', body: { ...role, remark: 'changed' } });
    const again = (await call<Role>('/system/role/4', { token })).data;
    expect(again).toMatchObject({ roleName: '教师', roleNameEn: 'Teacher', remark: 'changed' });
  });

  it('enables and disables a role; its users lose its menus', async () => {
    const status = (roleId: number, s: string) =>
      call('/system/role/changeStatus', { method: 'PUT', token, lang: 'en', body: { roleId, status: s } });
    const multi = await login('multi');
    expect((await status(4, '1')).code).toBe(200);
    const info = await call<{ roles: string[] }>('/getInfo', { token: multi });
    expect(info.data.roles).toEqual(['discipline_leader']);
    expect((await status(1, '1')).msg).toBe('The administrator role cannot be changed');
    expect((await status(4, '')).msg).toBe('Role status is required');
  });

  it('moves users off a role disabled through the edit form too', async () => {
    const multi = await login('multi');
    const teacher = (await call<Role>('/system/role/4', { token })).data;
    expect((await call('/system/role', { method: 'PUT', token, body: { ...teacher, status: '1' } })).code).toBe(200);
    expect((await call<{ roles: string[] }>('/getInfo', { token: multi })).data.roles).toEqual(['discipline_leader']);
  });

  it('deletes only roles nobody holds, never the administrator role', async () => {
    const roleId = (await create(fresh)).data.roleId;
    const remove = (ids: string) => call(`/system/role/${ids}`, { method: 'DELETE', token, lang: 'en' });
    expect((await remove('4')).msg).toBe("Role 'Teacher' is assigned to users and cannot be deleted");
    expect((await remove('1')).msg).toBe('The administrator role cannot be changed');
    expect((await remove(`${roleId},4`)).code).toBe(500);
    expect((await list()).total).toBe(7);
    expect((await remove(String(roleId))).code).toBe(200);
    expect((await list()).total).toBe(6);
  });

  it('refuses to edit the administrator role', async () => {
    const role = (await call<Role>('/system/role/1', { token })).data;
    const reply = await call('/system/role', { method: 'PUT', token, lang: 'en', body: { ...role, menuIds: [] } });
    expect(reply.msg).toBe('The administrator role cannot be changed');
  });
});

describe('users of one role', () => {
  const allocated = (query: Record<string, string | number>) =>
    call<unknown, User>('/system/role/authUser/allocatedList', { token, query });
  const unallocated = (query: Record<string, string | number>) =>
    call<unknown, User>('/system/role/authUser/unallocatedList', { token, query });
  const names = (reply: { rows: User[] }) => reply.rows.map((u) => u.userName);

  it('lists who holds a role and who does not, with filters', async () => {
    const holders = async (roleId: number) =>
      (
        await db()
          .select({ userName: users.userName })
          .from(users)
          .innerJoin(userRoles, eq(userRoles.userId, users.userId))
          .where(eq(userRoles.roleId, roleId))
          .orderBy(asc(users.userId))
      ).map((u) => u.userName);
    const userCount = (await db().select({ n: count() }).from(users))[0].n;
    expect(names(await allocated({ roleId: 4, pageSize: 1000 }))).toEqual(await holders(4));
    expect(names(await allocated({ roleId: 4 })).slice(0, 5)).toEqual([
      'teacher',
      'multi',
      'disabled',
      'zhangwei',
      'emily',
    ]);
    expect(names(await allocated({ roleId: 4, userName: 'zh' }))).toEqual(['zhangwei']);
    expect(names(await allocated({ roleId: 4, phonenumber: '0010' }))).toEqual(['emily']);
    expect((await unallocated({ roleId: 4 })).total).toBe(userCount - (await holders(4)).length);
    expect((await unallocated({ roleId: 4, userName: 'leader' })).total).toBe(1);
    expect((await allocated({ roleId: 4, pageSize: 2, pageNum: 2 })).rows).toHaveLength(2);
    expect((await allocated({})).code).toBe(500);
    expect((await allocated({ roleId: 99 })).msg).toBe('角色不存在');
  });

  it('adds and removes users', async () => {
    const put = (path: string, body: object) => call(`/system/role/authUser/${path}`, { method: 'PUT', token, body });
    const principals = async () => names(await allocated({ roleId: 3, pageSize: 1000 }));
    const others = (await principals()).filter((n) => n !== 'principal');
    expect((await put('selectAll', { roleId: 3, userIds: [4, 9] })).code).toBe(200);
    expect((await principals()).slice(0, 3)).toEqual(['principal', 'teacher', 'zhangwei']);
    expect((await put('cancel', { roleId: 3, userId: 4 })).code).toBe(200);
    expect((await put('cancelAll', { roleId: 3, userIds: '3,9' })).code).toBe(200);
    expect(await principals()).toEqual(others);
    expect((await put('selectAll', { roleId: 3, userIds: [] })).msg).toBe('请选择用户');
    expect((await put('cancel', { roleId: 1, userId: 1 })).code).toBe(500);
  });

  it('takes RuoYi query-string arguments too', async () => {
    const reply = await call('/system/role/authUser/selectAll', {
      method: 'PUT',
      token,
      query: { roleId: 5, userIds: '9,10' },
    });
    expect(reply.code).toBe(200);
    expect(names(await allocated({ roleId: 5 }))).toEqual(['leader', 'multi', 'zhangwei', 'emily']);
  });
});
