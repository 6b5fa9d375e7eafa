import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { roles, userRoles } from '../../db/schema';
import type { Db } from '../../db/types';
import { localize } from '../../lib/bilingual';
import type { Clock } from '../../lib/clock';
import type { Auth } from '../../lib/context';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, notFound } from '../../lib/errors';
import type { Lang } from '../../lib/lang';
import { containsText, dateRange, tablePage } from '../../lib/paging';
import { answered, createdBy, updatedBy } from '../../lib/records';
import { guardAdminRole, holdersOf, syncSessions } from '../user/role-grants';
import type { RoleInput, RoleListQuery } from './schema';
import { checkMenuIds, menuIdsOf, setRoleMenus } from './menu-tree';
import { takenByAnother } from '../../lib/taken';

// Roles (docs/api.md "Roles") with the menus they hold. A role's menus decide its getRouters and
// its permission strings, so saving the tree changes what the role's users see at once.

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

export async function listRoles(db: Db, q: RoleListQuery, lang: Lang) {
  const { status } = q;
  const where = and(
    containsText(q.roleName, roles.roleName, roles.roleNameEn),
    containsText(q.roleKey, roles.roleKey),
    status ? eq(roles.status, status) : undefined,
    dateRange(q, roles.createTime),
  );
  const page = await tablePage(db, q, roles, where, SORTABLE, asc(roles.roleSort), asc(roles.roleId));
  return { ...page, rows: await answerRoles(db, page.rows, lang) };
}

function refuse(roleName: string, selfId: number | null, zhWhat: string, enWhat: string): never {
  const [zh, en] = selfId === null ? ['新增', 'add'] : ['修改', 'save'];
  return conflict(
    `${zh}角色'${roleName}'失败，${zhWhat}已存在`,
    `Cannot ${en} role '${roleName}': the ${enWhat} already exists`,
  );
}

async function readValues(db: Db, input: RoleInput, selfId: number | null) {
  const { roleName, roleNameEn, roleKey, roleSort } = input;
  const taken = (condition: ReturnType<typeof or>) => takenByAnother(db, roles.roleId, condition, selfId);
  if (await taken(or(eq(roles.roleName, roleName), eq(sql`lower(${roles.roleNameEn})`, roleNameEn.toLowerCase())))) {
    refuse(roleName, selfId, '角色名称', 'role name');
  }
  if (await taken(eq(sql`lower(${roles.roleKey})`, roleKey.toLowerCase())))
    refuse(roleName, selfId, '角色权限', 'role key');
  return {
    role: {
      roleName,
      roleNameEn,
      roleKey,
      roleSort,
      status: input.status,
      menuCheckStrictly: input.menuCheckStrictly,
      remark: input.remark,
    },
    menuIds: await checkMenuIds(db, input.menuIds),
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

export async function createRole(db: Db, clock: Clock, auth: Auth, lang: Lang, input: RoleInput) {
  const { role, menuIds } = await readValues(db, input, null);
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

export async function updateRole(db: Db, clock: Clock, auth: Auth, roleId: number, input: RoleInput) {
  const before = await findRole(db, roleId);
  guardAdminRole(before);
  const { role, menuIds } = await readValues(db, input, before.roleId);
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

export async function changeRoleStatus(
  db: Db,
  clock: Clock,
  auth: Auth,
  { roleId, status }: { roleId: number; status: '0' | '1' },
) {
  const role = await findRole(db, roleId);
  guardAdminRole(role);
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
