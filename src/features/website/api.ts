import { get, post } from '@/api/request';
import type { ApiResult, PageResult } from '@/api/types';
import type { PublicActivity, PublicActivityDetail, PublicBanner, PublicContentItem, RegistrationForm } from './types';

// The website's calls need no login. Reads send no token (a stale one must not matter); a
// registration sends it when there is one, so the console account's name is recorded, and a
// stale token never opens the console's re-login dialog here.
const PUBLIC = { withToken: false, relogin: false } as const;
/** Enough for every item a site shows on one page. */
const ALL = { pageSize: 100 };

export function listPublicBanners() {
  return get<ApiResult<PublicBanner[]>>('/banner/public/list', PUBLIC);
}

export function listPublicActivities() {
  return get<PageResult<PublicActivity>>('/activity/public/list', { ...PUBLIC, params: ALL });
}

export function getPublicActivity(activityId: number) {
  return get<ApiResult<PublicActivityDetail>>(`/activity/public/${activityId}`, PUBLIC);
}

export function listPublicContents() {
  return get<PageResult<PublicContentItem>>('/content/public/list', { ...PUBLIC, params: ALL });
}

export function registerForActivity(activityId: number, form: RegistrationForm) {
  return post<ApiResult<{ registrationId: number }>>(`/activity/public/${activityId}/registrations`, form, {
    relogin: false,
  });
}
