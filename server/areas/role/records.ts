import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { roles, userRoles } from '../../db/schema';
import type { Db } from '../../db/types';
import { localize, zhKey } from '../../lib/bilingual';
import type { Body } from '../../lib/body';
import type { Clock } from '../../lib/clock';
import type { Auth } from '../../lib/context';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, fail, notFound } from '../../lib/errors';
import type { Lang } from '../../lib/lang';
import { containsText, dateRange, countRows, listPage, orderBy, param, type Query } from '../../lib/paging';
import { answered, createdBy, updatedBy } from '../../lib/records';
import { choice, field, int, text } from '../../lib/validate';
import { guardAdminRole, holdersOf, readIdArray, syncSessions } from '../user/role-grants';
import { checkMenuIds, menuIdsOf, setRoleMenus } from './menu-tree';

// Roles (docs/api.md "Roles") with the menus they hold. A role's menus decide its getRouters and
// its permission strings, so saving the tree changes what the role's users see at once.

export const ROLE_ID = field('roleId', '角色编号', 'Role id');
const NAME = field('roleName', '角色名称', 'Role name');
const NAME_EN = field('roleNameEn', '英文名称', 'English name');
const KEY = field('roleKey', '权限字符', 'Role key');
const SORT = field('roleSort', '显示顺序', 'Sort order');
const STATUS = field('status', '角色状态', 'Role status');
const REMARK = field('remark', '备注', 'Remark');

type RoleRow = typeof roles.$inferSelect;

export const roleMissing = (): never => notFound('角色不存在', 'The role does not exist');

export async function findRole(db: Db, roleId: number): Promise<RoleRow> {
  const [row] = await db.select().from(roles).where(eq(roles.roleId, roleId));
  return row ?? roleMissing();
}

async function answerRoles(db: Db, rows: RoleRow[], lang: Lang) {
  const held = await menuIdsOf(
    db,
    rows.map((r) => r.roleId),
  );
  return rows.map((row) => localize({ ...answered(row), menuIds: held.get(row.roleId) ?? [] }, lang, ['roleName']));
}

export async function readRole(db: Db, roleId: number, lang: Lang) {
  const [role] = await answerRoles(db, [await findRole(db, roleId)], lang);
  return role;
}

const SORTABLE = {
  roleId: roles.roleId,
  roleName: roles.roleName,
  roleKey: roles.roleKey,
  roleSort: roles.roleSort,
  status: roles.status,
  createTime: roles.createTime,
};

export async function listRoles(db: Db, q: Query, lang: Lang) {
  const status = param(q, 'status');
  const where = and(
    containsText(param(q, 'roleName'), roles.roleName, roles.roleNameEn),
    containsText(param(q, 'roleKey'), roles.roleKey),
    status ? eq(roles.status, status) : undefined,
    dateRange(q, roles.createTime),
  );
  const order = orderBy(q, SORTABLE);
  const page = await listPage(q, countRows(db, roles, where), (limit, offset) =>
    db
      .select()
      .from(roles)
      .where(where)
      .orderBy(...(order ? [order] : []), asc(roles.roleSort), asc(roles.roleId))
      .limit(limit)
      .offset(offset),
  );
  return { ...page, rows: await answerRoles(db, page.rows, lang) };
}

function refuse(roleName: string, selfId: number | null, zhWhat: string, enWhat: string): never {
  const [zh, en] = selfId === null ? ['新增', 'add'] : ['修改', 'save'];
  return conflict(
    `${zh}角色'${roleName}'失败，${zhWhat}已存在`,
    `Cannot ${en} role '${roleName}': the ${enWhat} already exists`,
  );
}

async function readValues(db: Db, body: Body, selfId: number | null) {
  const roleName = text(field(zhKey(body, 'roleName'), NAME.zh, NAME.en), { required: true, max: 30 })(body);
  const roleNameEn = text(NAME_EN, { required: true, max: 50 })(body);
  const roleKey = text(KEY, { required: true, max: 100 })(body);
  const roleSort = int(SORT, { required: true, max: 9999 })(body) as number;
  const others = selfId === null ? undefined : ne(roles.roleId, selfId);
  const taken = async (condition: ReturnType<typeof or>) =>
    (await db.select({ roleId: roles.roleId }).from(roles).where(and(condition, others)).limit(1)).length > 0;
  if (await taken(or(eq(roles.roleName, roleName), eq(sql`lower(${roles.roleNameEn})`, roleNameEn.toLowerCase())))) {
    refuse(roleName, selfId, '角色名称', 'role name');
  }
  if (await taken(eq(sql`lower(${roles.roleKey})`, roleKey.toLowerCase())))
    refuse(roleName, selfId, '角色权限', 'role key');
  const strict = body.menuCheckStrictly;
  if (strict !== undefined && strict !== null && typeof strict !== 'boolean') {
    fail('父子联动必须是 true 或 false', 'Parent-child linkage must be true or false');
  }
  return {
    role: {
      roleName,
      roleNameEn,
      roleKey,
      roleSort,
      status: choice(STATUS, ['0', '1'] as const, '0')(body),
      menuCheckStrictly: strict ?? true,
      remark: text(REMARK, { max: 500 })(body),
    },
    menuIds: await checkMenuIds(db, readIdArray(body.menuIds, '菜单权限', 'Menu permissions')),
  };
}

async function keepingKeyUnique<T>(roleName: string, selfId: number | null, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (
      isUniqueViolation(error, 'sys_role_role_key_lower_unique') ||
      isUniqueViolation(error, 'sys_role_role_key_unique')
    ) {
      refuse(roleName, selfId, '角色权限', 'role key');
    }
    throw error;
  }
}

export async function createRole(db: Db, clock: Clock, auth: Auth, lang: Lang, body: Body) {
  const { role, menuIds } = await readValues(db, body, null);
  const roleId = await keepingKeyUnique(role.roleName, null, () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(roles)
        .values({ ...role, ...createdBy(auth, clock) })
        .returning({ roleId: roles.roleId });
      await setRoleMenus(tx, row.roleId, menuIds);
      return row.roleId;
    }),
  );
  return readRole(db, roleId, lang);
}

export async function updateRole(db: Db, clock: Clock, auth: Auth, body: Body) {
  const before = await findRole(db, int(ROLE_ID, { required: true })(body) as number);
  guardAdminRole(before);
  const { role, menuIds } = await readValues(db, body, before.roleId);
  await keepingKeyUnique(role.roleName, before.roleId, () =>
    db.transaction(async (tx) => {
      await tx
        .update(roles)
        .set({ ...role, ...updatedBy(auth, clock) })
        .where(eq(roles.roleId, before.roleId));
      await setRoleMenus(tx, before.roleId, menuIds);
      // Users acting in a role the form just disabled move to another role they hold.
      if (role.status !== before.status) await syncSessions(tx, await holdersOf(tx, before.roleId));
    }),
  );
}

export async function changeRoleStatus(db: Db, clock: Clock, auth: Auth, body: Body) {
  const role = await findRole(db, int(ROLE_ID, { required: true })(body) as number);
  if (!text(STATUS)(body)) fail('角色状态不能为空', 'Role status is required');
  guardAdminRole(role);
  const status = choice(STATUS, ['0', '1'] as const, '0')(body);
  await db.transaction(async (tx) => {
    await tx
      .update(roles)
      .set({ status, ...updatedBy(auth, clock) })
      .where(eq(roles.roleId, role.roleId));
    await syncSessions(tx, await holdersOf(tx, role.roleId));
  });
}

/** Deletes every listed role, or none when one is unknown, built in or held by a user. */
export async function deleteRoles(db: Db, ids: number[]) {
  await db.transaction(async (tx) => {
    const found = await tx.select().from(roles).where(inArray(roles.roleId, ids));
    const held = new Set(
      (await tx.selectDistinct({ roleId: userRoles.roleId }).from(userRoles).where(inArray(userRoles.roleId, ids))).map(
        (r) => r.roleId,
      ),
    );
    for (const id of ids) {
      const role = found.find((r) => r.roleId === id) ?? roleMissing();
      guardAdminRole(role);
      if (held.has(role.roleId)) {
        conflict(
          `角色'${role.roleName}'已分配，不能删除`,
          `Role '${role.roleNameEn || role.roleName}' is assigned to users and cannot be deleted`,
        );
      }
    }
    await tx.delete(roles).where(inArray(roles.roleId, ids));
  });
}
