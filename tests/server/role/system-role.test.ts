import { beforeEach, describe, expect, it } from 'vitest';
import { asc, count, eq } from 'drizzle-orm';
import type { accountRoutes } from '../../../server/areas/account/routes';
import type { RouterNode } from '../../../server/areas/account/routers';
import type { MenuTreeNode } from '../../../server/areas/role/menu-tree';
import type { roleRoutes } from '../../../server/areas/role/routes';
import type { userRoutes } from '../../../server/areas/user/routes';
import { userRoles, users } from '../../../server/db/schema';
import { answer, api } from '../helpers/api';
import { call, login } from '../helpers/client';
import { db } from '../helpers/harness';

let token = '';
beforeEach(async () => {
  token = await login('admin');
});

/** The role and menu calls, as the admin (or `as`) in `lang`. */
const system = (lang: 'zh' | 'en' = 'zh', as = token) => api<typeof roleRoutes>({ token: as, lang }).system;
const account = (as: string) => api<typeof accountRoutes>({ token: as });
const list = (query: Record<string, string | number> = {}, lang: 'zh' | 'en' = 'zh') =>
  answer(system(lang).role.list.$get({ query }));
const read = (roleId: number, lang: 'zh' | 'en' = 'zh') =>
  answer(system(lang).role[':roleId'].$get({ param: { roleId: String(roleId) } }));
const update = (json: object, lang: 'zh' | 'en' = 'zh') => answer(system(lang).role.$put({ json }));
const checkedTree = (roleId: number) =>
  answer(system().menu.roleMenuTreeselect[':roleId'].$get({ param: { roleId: String(roleId) } }));
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
const create = (json: object, lang: 'zh' | 'en' = 'en') => answer(system(lang).role.$post({ json }));
/** The pages of a router tree; JSON typing stops at the first level of a recursive type, so its children are read as RouterNode. */
const pages = (tree: Array<{ children?: unknown[] }>) =>
  tree.flatMap((g) => (g.children ?? []) as RouterNode[]).map((c) => c.path);

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
    const tree = await answer(system('en').menu.treeselect.$get());
    expect(tree.data.map((n) => n.label)).toContain('System');
    // JSON typing stops at the first level of a recursive type: the group is read as the server's node
    const systemGroup = tree.data.find((n) => n.id === 7000) as MenuTreeNode;
    expect(systemGroup.children?.[0]).toMatchObject({ id: 7010, label: 'Users' });
    expect(systemGroup.children?.[0].children?.map((n) => n.label)).toEqual([
      'Query',
      'Add',
      'Edit',
      'Delete',
      'Reset password',
      'Export',
      'Import',
    ]);
    const principal = await checkedTree(3);
    // Linkage on: the half-held course page (query and export only) and its directory are left out.
    expect(principal.data.checkedKeys).toContain(1011);
    expect(principal.data.checkedKeys).not.toContain(1010);
    expect(principal.data.checkedKeys).not.toContain(1000);
  });

  it('gives every held key when linkage is off', async () => {
    const role = (await read(3)).data;
    await update({ ...role, menuCheckStrictly: false });
    const tree = await checkedTree(3);
    expect(tree.data.checkedKeys).toEqual(expect.arrayContaining([1000, 1010, 1011]));
  });

  it('refuses roles without the permission', async () => {
    const teacher = await login('teacher');
    expect((await answer(system('zh', teacher).role.list.$get({ query: {} }))).code).toBe(403);
    expect((await answer(system('zh', teacher).menu.treeselect.$get())).code).toBe(403);
  });
});

describe('role writes', () => {
  it('creates a role whose menus decide its routers and permissions', async () => {
    const created = await create(fresh);
    expect(created.code).toBe(200);
    const roleId = created.data.roleId;
    const users = api<typeof userRoutes>({ token }).system.user;
    await users.authRole.$put({ json: { userId: 9, roleIds: [roleId] } });
    const researcher = await login('zhangwei');
    const routers = async () => (await answer(account(researcher).getRouters.$get())).data;
    expect(pages(await routers())).toEqual(['/system/config/index']);
    const info = await answer(account(researcher).getInfo.$get());
    expect(info.data.permissions).toEqual(['system:config:list', 'system:config:query']);
    expect((await call('/system/config/list', { token: researcher })).code).toBe(200);

    const body = { ...created.data, menuIds: [3000, 3020, 3021, 3022] };
    expect((await update(body)).code).toBe(200);
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
    const role = (await read(4, 'en')).data;
    await update({ ...role, remark: 'changed' }, 'en');
    const again = (await read(4)).data;
    expect(again).toMatchObject({ roleName: '教师', roleNameEn: 'Teacher', remark: 'changed' });
  });

  it('enables and disables a role; its users lose its menus', async () => {
    const status = (roleId: number, s: string) =>
      answer(system('en').role.changeStatus.$put({ json: { roleId, status: s } }));
    const multi = await login('multi');
    expect((await status(4, '1')).code).toBe(200);
    const info = await answer(account(multi).getInfo.$get());
    expect(info.data.roles).toEqual(['discipline_leader']);
    expect((await status(1, '1')).msg).toBe('The administrator role cannot be changed');
    expect((await status(4, '')).msg).toBe('Role status is required');
  });

  it('moves users off a role disabled through the edit form too', async () => {
    const multi = await login('multi');
    const teacher = (await read(4)).data;
    expect((await update({ ...teacher, status: '1' })).code).toBe(200);
    expect((await answer(account(multi).getInfo.$get())).data.roles).toEqual(['discipline_leader']);
  });

  it('deletes only roles nobody holds, never the administrator role', async () => {
    const roleId = (await create(fresh)).data.roleId;
    const remove = (ids: string) => answer(system('en').role[':roleIds'].$delete({ param: { roleIds: ids } }));
    expect((await remove('4')).msg).toBe("Role 'Teacher' is assigned to users and cannot be deleted");
    expect((await remove('1')).msg).toBe('The administrator role cannot be changed');
    expect((await remove(`${roleId},4`)).code).toBe(500);
    expect((await list()).total).toBe(7);
    expect((await remove(String(roleId))).code).toBe(200);
    expect((await list()).total).toBe(6);
  });

  it('refuses to edit the administrator role', async () => {
    const role = (await read(1)).data;
    const reply = await update({ ...role, menuIds: [] }, 'en');
    expect(reply.msg).toBe('The administrator role cannot be changed');
  });
});

describe('users of one role', () => {
  const authUser = () => system().role.authUser;
  const allocated = (query: Record<string, string | number>) => answer(authUser().allocatedList.$get({ query }));
  const unallocated = (query: Record<string, string | number>) => answer(authUser().unallocatedList.$get({ query }));
  const names = (reply: { rows: Array<{ userName: string }> }) => reply.rows.map((u) => u.userName);

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
    const put = (path: 'selectAll' | 'cancel' | 'cancelAll', json: object) => answer(authUser()[path].$put({ json }));
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
