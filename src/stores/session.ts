import { create } from 'zustand';
import defaultAvatar from '@/assets/default-avatar.svg';
import type { SessionUser, UserInfo } from './session-types';

/** Given to a user the server returns no roles for. */
export const DEFAULT_ROLE = 'ROLE_DEFAULT';

interface SessionState {
  user: SessionUser | null;
  name: string;
  avatar: string;
  roles: string[];
  permissions: string[];
  setInfo: (info: UserInfo) => void;
  /** After the profile is saved: the new nickname, avatar... without fetching getInfo again. */
  updateUser: (change: Partial<SessionUser>) => void;
  clear: () => void;
}

const empty = { user: null, name: '', avatar: '', roles: [], permissions: [] };

/** Who is logged in. The token itself lives only in the `Admin-Token` cookie. */
export const useSessionStore = create<SessionState>()((set) => ({
  ...empty,
  setInfo: ({ user, roles, permissions }) =>
    set({
      user,
      name: user.userName,
      avatar: user.avatar || defaultAvatar,
      roles: roles.length > 0 ? roles : [DEFAULT_ROLE],
      permissions,
    }),
  updateUser: (change) =>
    set((state) => {
      if (!state.user) return {};
      const user = { ...state.user, ...change };
      return { user, avatar: user.avatar || defaultAvatar };
    }),
  clear: () => set(empty),
}));
