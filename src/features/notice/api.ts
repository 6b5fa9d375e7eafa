import { get, post, put } from '@/api/request';
import { resource } from '@/api/resource';
import type { ApiResult } from '@/api/types';
import type { MyNotice, Notice, NoticeForm, OpenedNotice } from './types';

// The notice calls (docs/api.md "Notices" and "Live events").

export const notices = resource<Notice, NoticeForm>('/system/notice', 'noticeId');

export async function getMyNotices() {
  const { data } = await get<ApiResult<{ rows: MyNotice[]; total: number }>>('/system/notice/mine');
  return data ?? { rows: [], total: 0 };
}

export async function openMyNotice(noticeId: number) {
  return (await get<ApiResult<OpenedNotice>>(`/system/notice/mine/${noticeId}`)).data ?? null;
}

export const markNoticesRead = (noticeIds: number[]) => put<ApiResult>('/system/notice/mine/read', { noticeIds });

export const markAllNoticesRead = () => put<ApiResult>('/system/notice/mine/readAll', {});

/** A ticket that opens the live stream once, within 30 s (EventSource cannot send the token). */
export async function getLiveTicket(): Promise<string> {
  const { data } = await post<ApiResult<{ ticket: string }>>('/live/ticket', {});
  if (!data?.ticket) throw new Error('answer without a ticket');
  return data.ticket;
}
