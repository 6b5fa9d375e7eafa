import type { PageQuery } from '@/api/types';
import type { Status } from '@/api/types';

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

export interface RoleForm {
  roleId?: number;
  roleNameZh: string;
  roleNameEn: string;
  roleKey: string;
  roleSort: number;
  status: Status;
  menuCheckStrictly: boolean;
  menuIds: number[];
  remark?: string;
}

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
