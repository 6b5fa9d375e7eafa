import { get, put } from '@/api/request';
import type { ApiResult } from '@/api/types';
import type { SiteConfig } from '@/stores/site-config';

export function getSiteConfig() {
  return get<ApiResult<SiteConfig>>('/admin/siteconfig');
}

/** Saves the five fields; answers the configuration as saved. */
export function saveSiteConfig(config: SiteConfig) {
  return put<ApiResult<SiteConfig>>('/admin/siteconfig', config);
}
