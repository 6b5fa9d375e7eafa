import { isWebAddress } from '@contract/web-address';
import type { PublicBanner } from './types';

/** Where a banner takes a visitor: a page of this site, an outside address, or nowhere. */
export type BannerTarget = { inside: string } | { outside: string } | null;

/**
 * A course opens the console's course details: a visitor is asked to log in first and comes
 * back to the course after (there is no public course page; docs/api.md "Banners"). A content
 * item opens its public page, an activity opens on this website, an external link in a new tab
 * (http(s) only, checked again here).
 */
export function bannerTarget({ linkType, sourceId }: PublicBanner): BannerTarget {
  const id = /^\d+$/.test(sourceId) ? sourceId : null;
  if (linkType === '1' && id) return { inside: `/admin/course/detail/${id}` };
  if (linkType === '2' && id) return { inside: `/contentView?id=${id}` };
  if (linkType === '3' && id) return { inside: `/website?activity=${id}` };
  if (linkType === '4' && isWebAddress(sourceId)) return { outside: sourceId };
  return null;
}
