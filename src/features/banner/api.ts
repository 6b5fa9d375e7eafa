import { del, get, post, put } from '@/api/request';
import type { ApiResult, PageResult } from '@/api/types';
import type { ListQuery } from '@/hooks/useListState';
import type { Banner, BannerForm, LinkChoices } from './types';

export function listBanners(query: ListQuery) {
  return get<PageResult<Banner>>('/admin/banner/list', { params: query });
}

/** Every banner in carousel order (for reordering: there are only ever a few). */
export function allBanners() {
  return get<PageResult<Banner>>('/admin/banner/list', { params: { pageSize: 1000 } });
}

export function saveBanner(form: BannerForm) {
  return form.bannerId ? put<ApiResult>('/admin/banner', form) : post<ApiResult<Banner>>('/admin/banner', form);
}

export function deleteBanners(ids: number[]) {
  return del<ApiResult>(`/admin/banner/${ids.join(',')}`);
}

/** The carousel in a new order: every banner's id once, first shown first. */
export function reorderBanners(bannerIds: number[]) {
  return put<ApiResult>('/admin/banner/order', { bannerIds });
}

export function getLinkChoices() {
  return get<ApiResult<LinkChoices>>('/admin/banner/links');
}
