import { resource } from '@/api/resource';
import { get, put } from '@/api/request';
import type { ApiResult, PageResult } from '@/api/types';
import type { Status } from '@/api/types';
import type { SystemUser } from '@/features/system/user';
import type { MenuTreeNode, Role, RoleForm, RoleMenuTree, RoleUserQuery } from './types';

// Typed calls of the role screens (docs/api.md "Roles"); the request layer shows every failure.

export const roles = resource<Role, RoleForm>('/system/role', 'roleId');

export async function getRole(roleId: number): Promise<Role> {
  const role = await roles.get(roleId);
  if (!role) throw new Error('role answer without data');
  return role;
}

export function changeRoleStatus(roleId: number, status: Status) {
  return put<ApiResult>('/system/role/changeStatus', { roleId, status });
}

/** The whole menu as a tree, with the role's checked keys when a role is given. */
export async function getMenuTree(roleId: number | null): Promise<RoleMenuTree> {
  if (roleId === null) {
    const answer = await get<ApiResult<MenuTreeNode[]>>('/system/menu/treeselect');
    return { menus: answer.data ?? [], checkedKeys: [] };
  }
  const answer = await get<ApiResult<RoleMenuTree>>(`/system/menu/roleMenuTreeselect/${roleId}`);
  return answer.data ?? { menus: [], checkedKeys: [] };
}

export function listAllocatedUsers(query: RoleUserQuery): Promise<PageResult<SystemUser>> {
  return get<PageResult<SystemUser>>('/system/role/authUser/allocatedList', { params: query });
}

export function listUnallocatedUsers(query: RoleUserQuery): Promise<PageResult<SystemUser>> {
  return get<PageResult<SystemUser>>('/system/role/authUser/unallocatedList', { params: query });
}

export function cancelRoleUsers(roleId: number, userIds: number[]) {
  return userIds.length === 1
    ? put<ApiResult>('/system/role/authUser/cancel', { roleId, userId: userIds[0] })
    : put<ApiResult>('/system/role/authUser/cancelAll', { roleId, userIds });
}

export function addRoleUsers(roleId: number, userIds: number[]) {
  return put<ApiResult>('/system/role/authUser/selectAll', { roleId, userIds });
}
