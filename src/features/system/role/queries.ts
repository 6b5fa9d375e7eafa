import { queryKeys } from '@/api/query-keys';
import { useQuery } from '@tanstack/react-query';
import { getMenuTree, getRole } from './api';

/** The roles' query keys; `all` covers lists, details, menu trees and assigned users. */
export const roleKeys = queryKeys('system', 'role');

export function useRole(roleId: number) {
  return useQuery({ queryKey: roleKeys.detail(roleId), queryFn: () => getRole(roleId) });
}

/** The menu permission tree, with the role's checked keys; `null` for a new role. */
export function useRoleMenuTree(roleId: number | null, enabled = true) {
  return useQuery({ queryKey: roleKeys.of('menuTree', roleId), queryFn: () => getMenuTree(roleId), enabled });
}
