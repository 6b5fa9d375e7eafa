import { resource } from '@/api/resource';
import { get, put } from '@/api/request';
import type { ApiResult } from '@/api/types';
import { firstPageQuery } from '@/hooks/useListState';
import type { Banner, BannerForm, LinkChoices } from './types';

export const banners = resource<Banner, BannerForm>('/admin/banner', 'bannerId');

/** Every banner in carousel order (for reordering: there are only ever a few). */
export const allBanners = () => banners.list(firstPageQuery(1000));

/** The carousel in a new order: every banner's id once, first shown first. */
export function reorderBanners(bannerIds: number[]) {
  return put<ApiResult>('/admin/banner/order', { bannerIds });
}

export function getLinkChoices() {
  return get<ApiResult<LinkChoices>>('/admin/banner/links');
}
