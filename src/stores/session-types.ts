/** Who is logged in, as `/getInfo` sends it; the session store keeps it. */
export interface SessionUser {
  userId?: number;
  userName: string;
  nickName?: string;
  email?: string;
  phonenumber?: string;
  sex?: string;
  avatar?: string;
  /** Every role the user holds; more than one offers the role switch. */
  roles?: SwitchableRole[];
  /** true: the password must be changed before anything else (the console shows that screen alone) */
  passwordChangeRequired?: boolean;
}

export interface UserInfo {
  user: SessionUser;
  roles: string[];
  permissions: string[];
}

export interface SwitchableRole {
  roleId: number;
  roleName: string;
  roleKey?: string;
}
