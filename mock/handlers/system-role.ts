import { http } from 'msw';
import { roleById } from '../db/lookup';
import { checkedKeysOf, isMenuId, menuTree } from '../db/menu-tree';
import { db } from '../db/store';
import type { RoleRow } from '../db/types';
import { guardAdminRole, readIdArray, syncSessions } from '../db/user-roles';
import { readJson, type Body } from '../lib/body';
import { formatTime } from '../lib/clock';
import { crud } from '../lib/crud';
import type { Lang } from '../lib/lang';
import { localize, zhKey } from '../lib/localize';
import { contains, dateRange, param } from '../lib/query';
import { bad, ok } from '../lib/reply';
import { withAuth } from '../lib/route';
import { choice, field, idParam, int, text } from '../lib/validate';

// Roles (system:role:*) with their menu permission tree. A role's menuIds decide its getRouters
// and its permission strings, so saving the tree changes what the role's users see at once.

export const ROLE_ID = field('roleId', '角色编号', 'Role id');
const STATUS = field('status', '角色状态', 'Role status');

/** Users acting in a role that was just disabled move to another role they hold. */
const resyncHolders = (role: RoleRow) =>
  db()
    .users.filter((u) => u.roleIds.includes(role.roleId))
    .forEach(syncSessions);

export const findRole = (lang: Lang, roleId: number): RoleRow =>
  roleById(roleId) ?? bad(lang, '角色不存在', 'The role does not exist');

function readMenuIds(lang: Lang, body: Body): number[] {
  const ids = readIdArray(lang, body.menuIds, '菜单权限', 'Menu permissions');
  const unknown = ids.find((id) => !isMenuId(id));
  if (unknown !== undefined) bad(lang, `菜单 ${unknown} 不存在`, `Menu ${unknown} does not exist`);
  return [...new Set(ids)].sort((a, b) => a - b);
}

function readRole(lang: Lang, body: Body, selfId: number | null) {
  if (selfId !== null) guardAdminRole(lang, findRole(lang, selfId));
  const roleName = text(lang, body, field(zhKey(body, 'roleName'), '角色名称', 'Role name'), {
    required: true,
    max: 30,
  });
  const roleNameEn = text(lang, body, field('roleNameEn', '英文名称', 'English name'), { required: true, max: 50 });
  const roleKey = text(lang, body, field('roleKey', '权限字符', 'Role key'), { required: true, max: 100 });
  const roleSort = int(lang, body, field('roleSort', '显示顺序', 'Sort order'), { required: true, max: 9999 });
  const others = db().roles.filter((r) => r.roleId !== selfId);
  const [zh, en] = selfId === null ? ['新增', 'add'] : ['修改', 'save'];
  const taken = (zhWhat: string, enWhat: string) =>
    bad(
      lang,
      `${zh}角色'${roleName}'失败，${zhWhat}已存在`,
      `Cannot ${en} role '${roleName}': the ${enWhat} already exists`,
    );
  if (others.some((r) => r.roleName === roleName || r.roleNameEn.toLowerCase() === roleNameEn.toLowerCase())) {
    taken('角色名称', 'role name');
  }
  if (others.some((r) => r.roleKey.toLowerCase() === roleKey.toLowerCase())) taken('角色权限', 'role key');
  const strict = body.menuCheckStrictly;
  if (strict !== undefined && strict !== null && typeof strict !== 'boolean') {
    bad(lang, '父子联动必须是 true 或 false', 'Parent-child linkage must be true or false');
  }
  const values = {
    roleName,
    roleNameEn,
    roleKey,
    roleSort,
    status: choice(lang, body, STATUS, ['0', '1'], '0') as RoleRow['status'],
    menuCheckStrictly: strict ?? true,
    menuIds: readMenuIds(lang, body),
    remark: text(lang, body, field('remark', '备注', 'Remark'), { max: 500 }),
  };
  // Everything is valid now, and crud() saves these values next; a status change already
  // applied here lets the role's logged-in users move off a role the form just disabled.
  const self = selfId === null ? undefined : roleById(selfId);
  if (self && self.status !== values.status) {
    self.status = values.status;
    resyncHolders(self);
  }
  return values;
}

const changeStatus = http.put(
  '*/csp/system/role/changeStatus',
  withAuth('system:role:edit', async ({ request, lang, user }) => {
    const body = await readJson(request);
    const role = findRole(lang, int(lang, body, ROLE_ID, { required: true }));
    if (!text(lang, body, STATUS)) bad(lang, '角色状态不能为空', 'Role status is required');
    guardAdminRole(lang, role);
    const status = choice(lang, body, STATUS, ['0', '1'], '0') as RoleRow['status'];
    Object.assign(role, { status, updateBy: user.userName, updateTime: formatTime() });
    resyncHolders(role);
    return ok(lang);
  }),
);

const treeselect = http.get(
  '*/csp/system/menu/treeselect',
  withAuth('system:role:query', ({ lang }) => ok(lang, menuTree(lang))),
);

const roleMenuTreeselect = http.get(
  '*/csp/system/menu/roleMenuTreeselect/:roleId',
  withAuth('system:role:query', ({ params, lang }) => {
    const role = findRole(lang, idParam(lang, params.roleId, ROLE_ID));
    return ok(lang, { menus: menuTree(lang), checkedKeys: checkedKeysOf(role) });
  }),
);

export const systemRoleHandlers = [
  changeStatus,
  treeselect,
  roleMenuTreeselect,
  ...crud({
    base: '/system/role',
    perm: 'system:role',
    table: () => db().roles,
    id: 'roleId',
    idField: ROLE_ID,
    missing: ['角色不存在', 'The role does not exist'],
    where: (q, lang) => {
      const created = dateRange(lang, q);
      return (r) =>
        contains(param(q, 'roleName'), r.roleName, r.roleNameEn) &&
        contains(param(q, 'roleKey'), r.roleKey) &&
        (!param(q, 'status') || r.status === param(q, 'status')) &&
        created(r.createTime);
    },
    order: (a, b) => a.roleSort - b.roleSort || a.roleId - b.roleId,
    answer: (row, lang) => localize(row, lang, ['roleName']),
    read: readRole,
    guardDelete: (lang, role) => {
      guardAdminRole(lang, role);
      if (db().users.some((u) => u.roleIds.includes(role.roleId))) {
        bad(
          lang,
          `角色'${role.roleName}'已分配，不能删除`,
          `Role '${role.roleNameEn}' is assigned to users and cannot be deleted`,
        );
      }
    },
  }),
];
