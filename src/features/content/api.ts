import { resource } from '@/api/resource';
import { get } from '@/api/request';
import type { ApiResult } from '@/api/types';
import type { ContentForm, ContentItem, PublicContent } from './types';

export const contents = resource<ContentItem, ContentForm>('/admin/content', 'contentId');

/** The public page's call: no login, so no token either (a stale one must not matter). */
export function getPublicContent(contentId: number) {
  return get<ApiResult<PublicContent>>(`/content/public/${contentId}`, { withToken: false, relogin: false });
}
