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

export type { SessionUser, SwitchableRole, UserInfo } from '@/stores/session-types';
