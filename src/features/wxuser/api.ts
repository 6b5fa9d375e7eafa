import { get, put } from '@/api/request';
import type { ApiResult, PageResult, Status } from '@/api/types';
import type { ListQuery } from '@/hooks/useListState';
import type { WxUser } from './types';

// The WeChat user calls (docs/api.md "Approvals and WeChat users").

export function listWxUsers(query: ListQuery) {
  return get<PageResult<WxUser>>('/admin/wxuser/list', { params: query });
}

export function changeWxUserStatus(wxUserId: number, status: Status) {
  return put<ApiResult>('/admin/wxuser/changeStatus', { wxUserId, status });
}
