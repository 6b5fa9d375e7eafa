import { del, get, post, put } from '@/api/request';
import { resource } from '@/api/resource';
import type { ApiResult } from '@/api/types';
import type { ScheduleForm, ScheduleItem, ScheduleMove, ScheduleOptions, SeriesScope } from './types';

/**
 * The lessons: list and one lesson. A save answers the lesson or the series it made, and a
 * delete takes a series scope (below).
 */
export const schedules = resource<ScheduleItem, ScheduleForm>('/user/schedule', 'scheduleId');

/** Every lesson from `begin` to `end` (whole days, both included): what a calendar view shows. */
export function listScheduleRange(begin: string, end: string) {
  return schedules.list({ pageNum: 1, pageSize: 1000, params: { beginTime: begin, endTime: end } });
}

export function getScheduleOptions() {
  return get<ApiResult<ScheduleOptions>>('/user/schedule/options');
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

/** The caller's calendar feed: whether they have an address and since when; `address` only when just made. */
export interface CalendarFeed {
  made: boolean;
  createTime: string;
  address?: string;
}

export function getCalendarFeed() {
  return get<ApiResult<CalendarFeed>>('/user/calendar-feed');
}

/**
 * A new secret address, replacing the old one (which stops working). Making a second one is asked
 * for in a confirmation, so it is never a double click: the repeat guard would refuse it when the
 * confirmation is quicker than its window.
 */
export function makeCalendarFeed() {
  return post<ApiResult<CalendarFeed>>('/user/calendar-feed', {}, { repeatSubmit: false });
}
