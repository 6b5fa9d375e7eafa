import { z } from 'zod';
import {
  chineseIn,
  choice,
  idsOrText,
  int,
  label,
  listQuery,
  pathId,
  pathIds,
  requiredChoice,
  said,
  text,
} from '@contract/input';

// What the role calls take (docs/api.md "Roles").

const ROLE_ID = label('角色编号', 'Role id');
const USER_ID = label('用户编号', 'User id');
const STATUS = label('角色状态', 'Role status');

export const roleListQuery = listQuery({
  roleName: text(label('角色名称', 'Role name')),
  roleKey: text(label('权限字符', 'Role key')),
  status: text(STATUS),
});
export type RoleListQuery = z.output<typeof roleListQuery>;

/** The users holding (or not) a role, filtered as the user list is. */
export const holderListQuery = listQuery({
  roleId: int(ROLE_ID),
  userName: text(label('用户名称', 'Username')),
  phonenumber: text(label('手机号码', 'Phone number')),
});
export type HolderListQuery = z.output<typeof holderListQuery>;

const FIELDS = {
  roleName: text(label('角色名称', 'Role name'), { required: true, max: 30 }),
  roleNameEn: text(label('英文名称', 'English name'), { required: true, max: 50 }),
  roleKey: text(label('权限字符', 'Role key'), { required: true, max: 100 }),
  roleSort: int(label('显示顺序', 'Sort order'), { max: 9999 }),
  menuCheckStrictly: z.preprocess(
    (value: boolean | undefined) => value ?? true,
    z.boolean({ error: said('父子联动必须是 true 或 false', 'Parent-child linkage must be true or false') }),
  ),
  status: choice(STATUS, ['0', '1'], '0'),
  remark: text(label('备注', 'Remark'), { max: 500 }),
  menuIds: idsOrText(label('菜单权限', 'Menu permissions')),
};

export const newRole = chineseIn(['roleName'], z.object(FIELDS));
export const changedRole = chineseIn(['roleName'], z.object({ roleId: int(ROLE_ID), ...FIELDS }));
export type RoleInput = z.output<typeof newRole>;

export const roleStatus = z.object({ roleId: int(ROLE_ID), status: requiredChoice(STATUS, ['0', '1']) });

/** One user losing the role: the user named first, as the page names them. */
export const oneHolder = z.object({ userId: int(USER_ID), roleId: int(ROLE_ID) });

/** Users gaining or losing the role: `userIds` as a list or comma-joined, at least one. */
export const someHolders = z.object({
  userIds: idsOrText(label('用户编号', 'User ids')),
  roleId: int(ROLE_ID),
});
export const HOLDER_KEYS = ['roleId', 'userIds'] as const;

export const oneRole = z.object({ roleId: pathId(ROLE_ID) });
export const someRoles = z.object({ roleIds: pathIds(ROLE_ID) });
