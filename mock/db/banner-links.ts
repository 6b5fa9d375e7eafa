import { named, type Lang } from '../lib/lang';
import type { BannerRow } from './site-types';
import { db } from './store';

// What a banner links to: a course, a content item or an activity by id, or an external address.
// Both the console's list (the linked record's name) and the public carousel (whether the link
// still leads somewhere) read it from here.

type LinkType = Exclude<BannerRow['linkType'], '' | '4'>;

/** The linked record's name in a language, or undefined when there is no such record. */
export function linkedRecordName(lang: Lang, linkType: LinkType, sourceId: string): string | undefined {
  if (!/^\d+$/.test(sourceId)) return undefined;
  const id = Number(sourceId);
  if (linkType === '1') {
    const course = db().courses.find((c) => c.courseId === id);
    return course && named(lang, course.title, course.titleEn);
  }
  if (linkType === '2') {
    const content = db().contents.find((c) => c.contentId === id);
    return content && named(lang, content.title, content.titleEn);
  }
  const activity = db().activities.find((a) => a.activityId === id);
  return activity && named(lang, activity.name, activity.nameEn);
}

/** What the banner's link shows in a list: the record's name, the address, or '' (none or gone). */
export function bannerLinkName(lang: Lang, row: Pick<BannerRow, 'linkType' | 'sourceId'>): string {
  if (!row.linkType) return '';
  if (row.linkType === '4') return row.sourceId;
  return linkedRecordName(lang, row.linkType, row.sourceId) ?? '';
}
