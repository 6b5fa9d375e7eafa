import type { z } from 'zod';
import type { siteSettings } from '@contract/schemas/siteconfig';
import { get, put } from '@/api/request';
import type { ApiResult } from '@/api/types';
import { useSiteConfigStore, type SiteConfig } from '@/stores/site-config';

export function getSiteConfig() {
  return get<ApiResult<SiteConfig>>('/admin/siteconfig');
}

/** Saves the five fields (the body of contract/schemas/siteconfig.ts); answers the configuration as saved. */
export function saveSiteConfig(config: z.input<typeof siteSettings>) {
  return put<ApiResult<SiteConfig>>('/admin/siteconfig', config);
}

/**
 * Reads the configuration everyone sees from the public call (no login needed) into the
 * site-config store; a failure keeps the stored copy.
 */
export async function loadSiteConfig(): Promise<void> {
  try {
    const answer = await get<ApiResult<SiteConfig>>('/siteconfig/public', { withToken: false, relogin: false });
    if (answer.data) useSiteConfigStore.getState().set(answer.data);
  } catch {
    // the request layer said why; the stored copy (or the built-in name) stays
  }
}
