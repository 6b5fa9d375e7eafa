import { del, get, post, put } from '@/api/request';
import type { ApiResult, PageResult } from '@/api/types';
import type { ListQuery } from '@/hooks/useListState';
import type { ScheduleForm, ScheduleItem, ScheduleMove, ScheduleOptions, SeriesScope } from './types';

export function listSchedules(query: ListQuery) {
  return get<PageResult<ScheduleItem>>('/user/schedule/list', { params: query });
}

/** Every lesson from `begin` to `end` (whole days, both included): what a calendar view shows. */
export function listScheduleRange(begin: string, end: string) {
  return listSchedules({ pageNum: 1, pageSize: 1000, params: { beginTime: begin, endTime: end } });
}

export function getScheduleOptions() {
  return get<ApiResult<ScheduleOptions>>('/user/schedule/options');
}

export function getSchedule(scheduleId: number) {
  return get<ApiResult<ScheduleItem>>(`/user/schedule/${scheduleId}`);
}

export function saveSchedule(form: ScheduleForm) {
  return form.scheduleId
    ? put<ApiResult<ScheduleItem>>('/user/schedule', form)
    : post<ApiResult<ScheduleItem[]>>('/user/schedule', form);
}

export function moveSchedule(move: ScheduleMove) {
  return put<ApiResult<ScheduleItem>>('/user/schedule/move', move);
}

export function deleteSchedules(ids: number[], scope: SeriesScope = 'one') {
  return del<ApiResult>(`/user/schedule/${ids.join(',')}`, { params: { scope } });
}
