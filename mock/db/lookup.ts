import type { Lang } from '../lib/lang';
import { db } from './store';
import type { RoleRow, UserRow } from './types';

export const configValue = (key: string): string | undefined =>
  db().configs.find((c) => c.configKey === key)?.configValue;

/** Config switches are on unless set to "false" (RuoYi reads them the same way). */
export const configOn = (key: string): boolean => configValue(key) !== 'false';

export const userByName = (userName: string): UserRow | undefined => db().users.find((u) => u.userName === userName);

export const userById = (userId: number): UserRow | undefined => db().users.find((u) => u.userId === userId);

export const roleById = (roleId: number | null): RoleRow | undefined => db().roles.find((r) => r.roleId === roleId);

/** The enabled roles a user holds, as the role calls answer them (`roleName` in the request language). */
export const userRoleOptions = (user: UserRow, lang: Lang) =>
  db()
    .roles.filter((r) => user.roleIds.includes(r.roleId) && r.status === '0')
    .map((r) => ({ roleId: r.roleId, roleName: lang === 'en' ? r.roleNameEn : r.roleName, roleKey: r.roleKey }));
