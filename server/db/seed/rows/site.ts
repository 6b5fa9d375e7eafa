import type { Audit } from './account';

// Tables behind the public website and its console screens: who registered for an activity, the
// banners, and the one site configuration. Activities are in business.ts.

/** One person's registration for an activity (from the public website); one per phone per activity. */
export interface RegistrationRow {
  registrationId: number;
  activityId: number;
  /** the console account's user name when the visitor was logged in, '' for a guest */
  username: string;
  name: string;
  phone: string;
  area: string;
  createTime: string;
}

/**
 * A banner of the website's carousel. `linkType` is dict banner_link_type (1 course, 2 content,
 * 3 activity, 4 external link) or '' for none; `sourceId` is the linked record's id as text, or the
 * http(s) address for an external link ('' for none).
 */
export interface BannerRow extends Audit {
  bannerId: number;
  title: string;
  titleEn: string;
  image: string;
  linkType: '' | '1' | '2' | '3' | '4';
  sourceId: string;
  sort: number;
}

/** The site's name, slogan and logo (one record), shown by the console and the public website. */
export interface SiteConfigRow {
  name: string;
  enname: string;
  slogan: string;
  sloganEn: string;
  logo: string;
  updateBy: string;
  updateTime: string;
}
