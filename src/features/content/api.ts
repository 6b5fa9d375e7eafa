import { del, get, post, put } from '@/api/request';
import type { ApiResult, PageResult } from '@/api/types';
import type { ListQuery } from '@/hooks/useListState';
import type { ContentForm, ContentItem, PublicContent } from './types';

export function listContents(query: ListQuery) {
  return get<PageResult<ContentItem>>('/admin/content/list', { params: query });
}

export function getContent(contentId: number) {
  return get<ApiResult<ContentItem>>(`/admin/content/${contentId}`);
}

export function saveContent(form: ContentForm) {
  return form.contentId
    ? put<ApiResult<ContentItem>>('/admin/content', form)
    : post<ApiResult<ContentItem>>('/admin/content', form);
}

export function deleteContents(ids: number[]) {
  return del<ApiResult>(`/admin/content/${ids.join(',')}`);
}

/** The public page's call: no login, so no token either (a stale one must not matter). */
export function getPublicContent(contentId: number) {
  return get<ApiResult<PublicContent>>(`/content/public/${contentId}`, { withToken: false, relogin: false });
}
