import { get, post, put } from '@/api/request';
import type { ApiResult, PageResult } from '@/api/types';
import type { ListQuery } from '@/hooks/useListState';
import type { AidRequest, AskForm, TeachingAid, TeachingAidDetail } from './types';

// The shop's calls and the school's handling of the requests (docs/api.md "Teaching-aid shop").

export function listAids(query: ListQuery) {
  return get<PageResult<TeachingAid>>('/user/shop/list', { params: query });
}

export async function getAid(aidId: number): Promise<TeachingAidDetail> {
  return (await get<ApiResult<TeachingAidDetail>>(`/user/shop/${aidId}`)).data as TeachingAidDetail;
}

export function askForAid({ aidId, ...form }: AskForm & { aidId: number }) {
  return post<ApiResult<{ requestId: number }>>(`/user/shop/${aidId}/request`, form);
}

export function listMyRequests(query: ListQuery) {
  return get<PageResult<AidRequest>>('/user/shop/requests/mine', { params: query });
}

/** The requests of the schools the caller looks after (their administrators and principal). */
export function listAidRequests(query: ListQuery) {
  return get<PageResult<AidRequest>>('/admin/aidRequest/list', { params: query });
}

/** '1' handled, '2' declined; only new requests can be handled. */
export function handleAidRequests({ requestIds, status }: { requestIds: number[]; status: '1' | '2' }) {
  return put<ApiResult>('/admin/aidRequest/status', { requestIds, status });
}
