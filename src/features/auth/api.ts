import type { AxiosRequestConfig } from 'axios';
import { CAPTCHA_TIMEOUT_MS, get, post, put } from '@/api/request';
import type { ApiResult } from '@/api/types';
import type { MenuRoute } from '@/stores/route-types';
import type { CaptchaAnswer, LoginForm, RegisterForm, SwitchableRole, UserInfo } from './types';

export function getCaptcha() {
  return get<ApiResult & CaptchaAnswer>('/captchaImage', { withToken: false, timeout: CAPTCHA_TIMEOUT_MS });
}

/** Spec reads `data.token`; RuoYi answers `token` beside it. Both are accepted. */
export async function login(form: LoginForm): Promise<string> {
  const answer = await post<ApiResult<{ token?: string }> & { token?: string }>('/login', form, { withToken: false });
  const token = answer.data?.token ?? answer.token;
  if (!token) throw new Error('login answer without a token');
  return token;
}

export function register(form: RegisterForm) {
  return post<ApiResult>('/register', form, { withToken: false });
}

/** Spec reads the fields under `data`; RuoYi puts them at the top level. Both are accepted. */
export async function getInfo(config?: AxiosRequestConfig): Promise<UserInfo> {
  const answer = await get<ApiResult<Partial<UserInfo>> & Partial<UserInfo>>('/getInfo', config);
  const body = answer.data ?? answer;
  return {
    user: body.user ?? { userName: '' },
    roles: body.roles ?? [],
    permissions: body.permissions ?? [],
  };
}

export function logout() {
  return post<ApiResult>('/logout', undefined, { repeatSubmit: false });
}

export async function getRouters(config?: AxiosRequestConfig): Promise<MenuRoute[]> {
  const answer = await get<ApiResult<MenuRoute[]>>('/getRouters', config);
  return answer.data ?? [];
}

export async function findUserRoles(): Promise<SwitchableRole[]> {
  const answer = await put<ApiResult<SwitchableRole[]>>('/system/user/findUserRoles', undefined, {
    repeatSubmit: false,
  });
  return answer.data ?? [];
}

export function switchRole(roleId: number) {
  return put<ApiResult>('/system/user/switchRole', { roleId }, { params: { roleId } });
}

/** Binds a WeChat identity (code from the social-login callback) to an account; answers a token. */
export async function bindWechat(form: {
  username: string;
  password: string;
  code: string;
  state?: string;
  /** the captcha's answer and id, as the login sends them (`code` is WeChat's) */
  captchaCode: string;
  uuid?: string;
}): Promise<string> {
  const answer = await post<ApiResult<{ token?: string }> & { token?: string }>('/auth/bind', form, {
    withToken: false,
  });
  const token = answer.data?.token ?? answer.token;
  if (!token) throw new Error('bind answer without a token');
  return token;
}
