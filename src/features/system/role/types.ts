import type { RecordForm } from '@contract/input/form';
import type { newRole } from '@contract/schemas/role';
import type { PageQuery, Status } from '@/api/types';

// Shapes of the role calls (docs/api.md "Roles"). `roleName` is in the request language;
// `roleNameZh`/`roleNameEn` are the originals an edit form binds.

export interface Role {
  roleId: number;
  roleName: string;
  roleNameZh: string;
  roleNameEn: string;
  roleKey: string;
  roleSort: number;
  status: Status;
  /** RuoYi's name for parent-child linkage in the menu tree: true = linked. */
  menuCheckStrictly: boolean;
  menuIds: number[];
  remark: string;
  createTime: string;
}

/** The edit dialog's values: the body the server checks (contract/schemas/role.ts). */
export type RoleForm = RecordForm<typeof newRole, 'roleId'>;

export interface MenuTreeNode {
  id: number;
  label: string;
  children?: MenuTreeNode[];
}

export interface RoleMenuTree {
  menus: MenuTreeNode[];
  checkedKeys: number[];
}

export interface RoleUserQuery extends PageQuery {
  roleId: number;
  userName?: string;
  phonenumber?: string;
}
