import { get, put } from '@/api/request';
import type { ApiResult } from '@/api/types';
import type { ProfileAnswer, ProfileForm } from './types';

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
