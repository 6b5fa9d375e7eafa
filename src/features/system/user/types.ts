import type { z } from 'zod';
import type { RecordForm } from '@contract/input/form';
import type { changedUser, newUser } from '@contract/schemas/user';
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

/**
 * The create/edit dialog: an edit's body the server checks (contract/schemas/user.ts), with what
 * only a create sends (`userName`, `password`, fixed after create); the form holds the first-login
 * switch as a boolean.
 */
export type UserForm = RecordForm<typeof changedUser, 'userId'> &
  Pick<NewUser, 'userName'> &
  Partial<Pick<NewUser, 'password'>> & { passwordChangeRequired?: boolean };
type NewUser = z.input<typeof newUser>;
