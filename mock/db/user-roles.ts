import type { Lang } from '../lib/lang';
import { bad } from '../lib/reply';
import { db } from './store';
import type { RoleRow, UserRow } from './types';

// Rules shared by the user and role screens' calls about who holds which role.

/** The built-in platform administrator account and role (RuoYi's user 1 / role 1). */
export const ADMIN_USER_ID = 1;
export const ADMIN_ROLE_ID = 1;

export const isAdminRole = (role: RoleRow | undefined): boolean => role?.roleKey === 'admin';

/** Refuses to change the built-in administrator account (status, roles, deletion, password reset). */
export function guardAdminUser(lang: Lang, user: UserRow): void {
  if (user.userId === ADMIN_USER_ID)
    bad(lang, '不允许操作超级管理员用户', 'The administrator account cannot be changed this way');
}

/** Refuses to change or delete the built-in administrator role. */
export function guardAdminRole(lang: Lang, role: RoleRow): void {
  if (isAdminRole(role)) bad(lang, '不允许操作超级管理员角色', 'The administrator role cannot be changed');
}

/** Who may hand out which role: only an administrator may give the administrator role. */
export function assignableRoles(actor: RoleRow | undefined): RoleRow[] {
  return db().roles.filter((r) => isAdminRole(actor) || !isAdminRole(r));
}

/** Checks role ids for an assignment and answers them unique and sorted. */
export function checkRoleIds(lang: Lang, actor: RoleRow | undefined, ids: number[]): number[] {
  const allowed = new Set(assignableRoles(actor).map((r) => r.roleId));
  for (const id of ids) {
    if (!db().roles.some((r) => r.roleId === id)) bad(lang, `角色 ${id} 不存在`, `Role ${id} does not exist`);
    if (!allowed.has(id))
      bad(lang, '没有权限分配超级管理员角色', 'Only an administrator may assign the administrator role');
  }
  return [...new Set(ids)].sort((a, b) => a - b);
}

/** After a user's roles changed, a session acting in a role the user lost moves to the first one left. */
export function syncSessions(user: UserRow): void {
  const enabled = user.roleIds.filter((id) => db().roles.some((r) => r.roleId === id && r.status === '0'));
  for (const session of db().sessions) {
    if (session.userId !== user.userId) continue;
    if (session.activeRoleId === null || !enabled.includes(session.activeRoleId)) {
      session.activeRoleId = enabled[0] ?? null;
    }
  }
}

/** The user as the user calls answer it: never the password. */
export function publicUser(user: UserRow, lang: Lang) {
  const { password: _password, ...visible } = user;
  const roles = db()
    .roles.filter((r) => user.roleIds.includes(r.roleId))
    .map((r) => ({
      roleId: r.roleId,
      roleName: lang === 'en' ? r.roleNameEn : r.roleName,
      roleKey: r.roleKey,
      status: r.status,
    }));
  return { ...visible, roles };
}

/** Role ids from a JSON array or a comma-joined string (RuoYi sends `roleIds=1,2` in the query). */
export function readIdArray(lang: Lang, raw: unknown, zh: string, en: string): number[] {
  if (raw === undefined || raw === null || raw === '') return [];
  const parts = Array.isArray(raw)
    ? raw
    : typeof raw === 'string' || typeof raw === 'number'
      ? String(raw).split(',')
      : null;
  if (!parts) return bad(lang, `${zh}格式不正确`, `${en} has an invalid format`);
  return parts.map((p) => {
    const text = String(p).trim();
    if (!/^\d+$/.test(text)) bad(lang, `${zh}必须是数字`, `${en} must be numbers`);
    return Number(text);
  });
}
