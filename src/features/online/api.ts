import { del, get } from '@/api/request';
import type { ApiResult, PageResult } from '@/api/types';
import type { ListQuery } from '@/hooks/useListState';
import type { OnlineSession } from './types';

// The sessions' calls (docs/api.md "Online users and my sessions").

/** The live sessions an administrator sees (a school administrator: their school's). */
export const onlineSessions = {
  idField: 'sessionId' as const,
  list: (query: ListQuery) => get<PageResult<OnlineSession>>('/monitor/online/list', { params: query }),
};

/** Ends the sessions: their next call answers 401. */
export const forceLogout = (sessionIds: readonly number[]) => del<ApiResult>(`/monitor/online/${sessionIds.join(',')}`);

/** The caller's own live sessions. */
export async function mySessions(): Promise<OnlineSession[]> {
  return (await get<ApiResult<OnlineSession[]>>('/monitor/online/mine')).data ?? [];
}

/** Ends some of the caller's own sessions. */
export const endMySessions = (sessionIds: readonly number[]) =>
  del<ApiResult>(`/monitor/online/mine/${sessionIds.join(',')}`);
