import type { z } from 'zod';
import type { login, registration } from '@contract/schemas/account';

export interface CaptchaAnswer {
  captchaEnabled?: boolean;
  uuid?: string;
  /** Base64 image without the data-URL prefix. */
  img?: string;
}

/** The login and register forms' values: the bodies the server checks (contract/schemas/account.ts). */
export type LoginForm = z.input<typeof login>;
export type RegisterForm = z.input<typeof registration>;

export type { SessionUser, SwitchableRole, UserInfo } from '@/stores/session-types';
