import { get, post, put } from '@/api/request';
import { resource } from '@/api/resource';
import type { ApiResult } from '@/api/types';
import type { Activity, ActivityForm, Registration } from './types';

/** The list and delete; the editor's save carries a time range (below). */
export const activities = resource<Activity, ActivityForm>('/admin/activity', 'activityId');

/** Registrations are listed, exported and deleted, never written here. */
export const registrations = resource<Registration>('/admin/registration', 'registrationId');

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
