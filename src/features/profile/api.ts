import { get, put } from '@/api/request';
import type { ApiResult } from '@/api/types';
import type { SessionUser } from '@/stores/session-types';

// The logged-in user's own profile and password (docs/api.md "Profile").

export interface Profile extends SessionUser {
  name?: string;
  createTime?: string;
}

export interface ProfileAnswer {
  user: Profile;
  /** the user's enabled roles, comma-joined, in the request language */
  roleGroup: string;
}

/** What the profile form saves; `avatar` is the URL of an uploaded image ('' = default picture). */
export type ProfileForm = Required<Pick<Profile, 'nickName' | 'email' | 'phonenumber' | 'sex' | 'avatar'>>;

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
