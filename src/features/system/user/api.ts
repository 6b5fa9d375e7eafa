import { resource } from '@/api/resource';
import { get, post, put } from '@/api/request';
import type { ApiResult } from '@/api/types';
import type { MadePassword, Status, SystemUser, UserAuthRole, UserDetail, UserForm } from './types';

// Typed calls of the user screens (docs/api.md "Users"); the request layer shows every failure.

export const users = resource<SystemUser, UserForm>('/system/user', 'userId');

/** One user with its role ids and the roles to choose from; no id: only the roles (new user). */
export async function getUser(userId: number | null): Promise<UserDetail> {
  const answer = await get<ApiResult<UserDetail>>(`/system/user/${userId ?? ''}`);
  return answer.data ?? { roleIds: [], roles: [] };
}

export function changeUserStatus(userId: number, status: Status) {
  return put<ApiResult>('/system/user/changeStatus', { userId, status });
}

export function resetUserPassword(userId: number, password: string) {
  return put<ApiResult>('/system/user/resetPwd', { userId, password });
}

export async function getUserAuthRole(userId: number): Promise<UserAuthRole> {
  const answer = await get<ApiResult<UserAuthRole>>(`/system/user/authRole/${userId}`);
  if (!answer.data) throw new Error('authRole answer without data');
  return answer.data;
}

export function saveUserAuthRole(userId: number, roleIds: number[]) {
  return put<ApiResult>('/system/user/authRole', { userId, roleIds });
}

/**
 * The import dialog's confirmed rows (the same fields as a create); the answer lists the random
 * passwords the server made for rows without one, this once.
 */
export function importUsers(users: Array<Record<string, unknown>>) {
  return post<ApiResult<{ imported: number; passwords?: MadePassword[] }>>('/system/user/importData', { users });
}
