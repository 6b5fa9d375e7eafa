import { del, get, post, put } from '@/api/request';
import type { ApiResult, PageResult } from '@/api/types';
import type { ListQuery } from '@/hooks/useListState';
import type { Activity, ActivityForm, Registration } from './types';

export function listActivities(query: ListQuery) {
  return get<PageResult<Activity>>('/admin/activity/list', { params: query });
}

export function getActivity(activityId: number) {
  return get<ApiResult<Activity>>(`/admin/activity/${activityId}`);
}

/** The form's time range travels as the two times the backend keeps. */
export function saveActivity({ timeRange, ...form }: ActivityForm) {
  const body = { ...form, beginTime: timeRange?.[0] ?? '', endTime: timeRange?.[1] ?? '' };
  return form.activityId
    ? put<ApiResult<Activity>>('/admin/activity', body)
    : post<ApiResult<Activity>>('/admin/activity', body);
}

/** Shows the activity on the public website (`published: true`) or takes it off. */
export function publishActivity(change: { activityId: number; published: boolean }) {
  return put<ApiResult<Activity>>('/admin/activity/publish', change);
}

export function deleteActivities(ids: number[]) {
  return del<ApiResult>(`/admin/activity/${ids.join(',')}`);
}

export function listRegistrations(query: ListQuery) {
  return get<PageResult<Registration>>('/admin/registration/list', { params: query });
}

export function deleteRegistrations(ids: number[]) {
  return del<ApiResult>(`/admin/registration/${ids.join(',')}`);
}
