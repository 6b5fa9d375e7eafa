import { and, asc, eq, inArray, isNull, min, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { roles, sessions, userRoles } from '../../db/schema';
import type { Db } from '../../db/types';
import type { ActiveRole } from '../../lib/context';
import { fail } from '../../lib/errors';
import { named, type Lang } from '../../lib/lang';
import { isAdminRole } from '../../lib/permissions';
import { roleNames } from '../role/names';

// Rules shared by the user and role calls about who holds which role (docs/api.md "Users",
// "Roles").

/** The built-in platform administrator account (RuoYi's user 1). */
export const ADMIN_USER_ID = 1;

/** Refuses to change the built-in administrator account (status, roles, deletion, password reset). */
export function guardAdminUser(userId: number): void {
  if (userId === ADMIN_USER_ID)
    fail('不允许操作超级管理员用户', 'The administrator account cannot be changed this way');
}

/** Refuses to change or delete the built-in administrator role. */
export function guardAdminRole(role: { roleKey: string }): void {
  if (isAdminRole(role)) fail('不允许操作超级管理员角色', 'The administrator role cannot be changed');
}

/** Who may hand out which role: only an administrator may give the administrator role. */
const assignable = (actor: ActiveRole | null) => (isAdminRole(actor) ? undefined : ne(roles.roleKey, 'admin'));

/** The roles the caller may hand out, by sort order, for the role select and the user-auth table. */
export async function roleOptions(db: Db, actor: ActiveRole | null, lang: Lang) {
  const rows = await db
    .select({
      roleId: roles.roleId,
      ...roleNames,
      roleKey: roles.roleKey,
      roleSort: roles.roleSort,
      status: roles.status,
      createTime: roles.createTime,
    })
    .from(roles)
    .where(assignable(actor))
    .orderBy(asc(roles.roleSort), asc(roles.roleId));
  return rows.map(({ roleNameEn, ...r }) => ({ ...r, roleName: named(lang, r.roleName, roleNameEn) }));
}

/** Checks role ids for an assignment and answers them unique and sorted. */
export async function checkRoleIds(db: Db, actor: ActiveRole | null, ids: number[]): Promise<number[]> {
  const found = ids.length
    ? await db.select({ roleId: roles.roleId, roleKey: roles.roleKey }).from(roles).where(inArray(roles.roleId, ids))
    : [];
  for (const id of ids) {
    const role = found.find((r) => r.roleId === id);
    if (!role) fail(`角色 ${id} 不存在`, `Role ${id} does not exist`);
    if (isAdminRole(role) && !isAdminRole(actor)) {
      fail('没有权限分配超级管理员角色', 'Only an administrator may assign the administrator role');
    }
  }
  return [...new Set(ids)].sort((a, b) => a - b);
}

/** Ids from a JSON array or a comma-joined string (RuoYi sends `roleIds=1,2` in the query). */
export function readIdArray(raw: unknown, zh: string, en: string): number[] {
  if (raw === undefined || raw === null || raw === '') return [];
  const parts = Array.isArray(raw)
    ? raw
    : typeof raw === 'string' || typeof raw === 'number'
      ? String(raw).split(',')
      : null;
  if (!parts) return fail(`${zh}格式不正确`, `${en} has an invalid format`);
  return parts.map((p) => {
    const text = String(p).trim();
    if (!/^\d{1,9}$/.test(text)) fail(`${zh}必须是数字`, `${en} must be numbers`);
    return Number(text);
  });
}

/** Replaces the roles a user holds. */
export async function setUserRoles(db: Db, userId: number, roleIds: number[]): Promise<void> {
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  if (roleIds.length) await db.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
}

/**
 * After roles changed, a session of these users acting in a role its user no longer holds (or
 * that is disabled) moves to the user's first enabled role, or to none: menus follow at once.
 */
export async function syncSessions(db: Db, userIds: number[]): Promise<void> {
  if (!userIds.length) return;
  const enabledRoles = (pick: { roleId: typeof userRoles.roleId | SQL<number | null> }) =>
    new QueryBuilder()
      .select(pick)
      .from(userRoles)
      .innerJoin(roles, and(eq(roles.roleId, userRoles.roleId), eq(roles.status, '0')))
      .where(eq(userRoles.userId, sessions.userId));
  await db
    .update(sessions)
    .set({ activeRoleId: sql`(${enabledRoles({ roleId: min(userRoles.roleId) })})` })
    .where(
      and(
        inArray(sessions.userId, userIds),
        or(
          isNull(sessions.activeRoleId),
          notInArray(sessions.activeRoleId, enabledRoles({ roleId: userRoles.roleId })),
        ),
      ),
    );
}

/** The users holding a role, for the role calls that change or disable it. */
export async function holdersOf(db: Db, roleId: number): Promise<number[]> {
  const rows = await db.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.roleId, roleId));
  return rows.map((r) => r.userId);
}
