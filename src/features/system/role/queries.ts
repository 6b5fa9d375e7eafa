import { useQuery } from '@tanstack/react-query';
import { getMenuTree, getRole, roleKeys } from './api';

export function useRole(roleId: number) {
  return useQuery({ queryKey: roleKeys.detail(roleId), queryFn: () => getRole(roleId) });
}

/** The menu permission tree, with the role's checked keys; `null` for a new role. */
export function useRoleMenuTree(roleId: number | null, enabled = true) {
  return useQuery({ queryKey: roleKeys.menuTree(roleId), queryFn: () => getMenuTree(roleId), enabled });
}
