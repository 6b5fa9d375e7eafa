/** A live session (docs/api.md "Online users"); `current` marks the one the caller calls from. */
export interface OnlineSession {
  sessionId: number;
  userId: number;
  userName: string;
  nickName?: string | null;
  schoolId?: number | null;
  schoolName?: string | null;
  address: string;
  browser: string;
  os: string;
  /** ISO instants */
  loginTime: string;
  lastActiveTime: string;
  current: boolean;
}
