import { resource } from '@/api/resource';
import { put } from '@/api/request';
import type { ApiResult, Status } from '@/api/types';
import type { WxUser } from './types';

// The WeChat user calls (docs/api.md "Approvals and WeChat users").

/** Listed only: the console neither adds nor deletes them. */
export const wxUsers = resource<WxUser>('/admin/wxuser', 'wxUserId');

export function changeWxUserStatus(wxUserId: number, status: Status) {
  return put<ApiResult>('/admin/wxuser/changeStatus', { wxUserId, status });
}
