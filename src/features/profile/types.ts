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
