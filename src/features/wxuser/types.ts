import type { Status } from '@/api/types';

/** A row of `GET /admin/wxuser/list`: a mini-program user; the phone arrives masked. */
export interface WxUser {
  wxUserId: number;
  openId: string;
  nickname: string;
  /** the avatar's address, '' when none */
  avatar: string;
  /** masked by the backend: 138****5678 */
  phone: string;
  /** the bound console account, null when not bound */
  userId: number | null;
  userName: string;
  userNickName: string;
  status: Status;
  createTime: string;
}
