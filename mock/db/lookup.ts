import { db } from './store';
import type { RoleRow, UserRow } from './types';

export const configValue = (key: string): string | undefined =>
  db().configs.find((c) => c.configKey === key)?.configValue;

/** Config switches are on unless set to "false" (RuoYi reads them the same way). */
export const configOn = (key: string): boolean => configValue(key) !== 'false';

export const userByName = (userName: string): UserRow | undefined => db().users.find((u) => u.userName === userName);

export const userById = (userId: number): UserRow | undefined => db().users.find((u) => u.userId === userId);

export const roleById = (roleId: number | null): RoleRow | undefined => db().roles.find((r) => r.roleId === roleId);
