import { get, put } from '@/api/request';
import type { ApiResult } from '@/api/types';
import type { SessionUser } from '@/features/auth/types';

export interface Profile extends SessionUser {
  name?: string;
  createTime?: string;
}

export interface ProfileAnswer {
  user: Profile;
  roleGroup: string;
}

export type ProfileForm = Pick<Profile, 'nickName' | 'email' | 'phonenumber' | 'sex' | 'avatar'>;

export const profileKeys = { all: ['profile'] as const };

export async function getProfile(): Promise<ProfileAnswer> {
  const answer = await get<ApiResult<ProfileAnswer>>('/system/user/profile');
  return answer.data ?? { user: { userName: '' }, roleGroup: '' };
}

export function updateProfile(form: ProfileForm) {
  return put<ApiResult>('/system/user/profile', form);
}

export function updatePassword(oldPassword: string, newPassword: string) {
  return put<ApiResult>('/system/user/profile/updatePwd', { oldPassword, newPassword });
}
