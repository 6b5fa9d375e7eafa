import type { Status } from '@/api/types';

// Shapes of the user calls (docs/api.md "Users"). Status "0" normal, "1" disabled;
// sex "0" male, "1" female, "2" unknown (dictionary sys_user_sex).

export type { Status };
export type Sex = '0' | '1' | '2';

/** A role as the user calls name it, in the request language. */
export interface UserRoleTag {
  roleId: number;
  roleName: string;
  roleKey: string;
  status: Status;
}

export interface SystemUser {
  userId: number;
  userName: string;
  nickName: string;
  name: string;
  email: string;
  phonenumber: string;
  sex: Sex;
  avatar: string;
  status: Status;
  roleIds: number[];
  roles: UserRoleTag[];
  createBy: string;
  createTime: string;
  updateTime: string;
  remark: string;
}

/** A role the caller may assign; `flag` marks the ones the user holds (user-auth page). */
export interface RoleOption {
  roleId: number;
  roleName: string;
  roleKey: string;
  roleSort: number;
  status: Status;
  createTime: string;
  flag?: boolean;
}

/** GET /system/user/{id} (and /system/user/ for a new user, without `user`). */
export interface UserDetail {
  user?: SystemUser;
  roleIds: number[];
  roles: RoleOption[];
}

/** A password the import made up for a user without one (docs/api.md "Users"), shown once. */
export interface MadePassword {
  userName: string;
  password: string;
}

export interface UserAuthRole {
  user: SystemUser;
  roles: RoleOption[];
}

/** The create/edit dialog; `password` only on create, `userName` fixed after create. */
export interface UserForm {
  userId?: number;
  userName: string;
  name: string;
  nickName?: string;
  password?: string;
  /** create only: the user must choose their own password at the first login */
  passwordChangeRequired?: boolean;
  phonenumber?: string;
  email?: string;
  sex?: Sex;
  status: Status;
  roleIds: number[];
  remark?: string;
}
