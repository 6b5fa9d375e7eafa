export interface CaptchaAnswer {
  captchaEnabled?: boolean;
  uuid?: string;
  /** Base64 image without the data-URL prefix. */
  img?: string;
}

export interface LoginForm {
  username: string;
  password: string;
  code?: string;
  uuid?: string;
}

export interface RegisterForm extends LoginForm {
  confirmPassword: string;
}

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
