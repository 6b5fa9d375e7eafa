import type { ActivityRow, ContentRow, CourseRow } from '../rows/business';
import { SAMPLE_FILES, sampleUrl } from '../samples/sample-files';
import type { BannerRow } from '../rows/site';
import { seeded } from './audit';

// The website's carousel: one banner of every link type (course, content item, activity, external
// address) and one without a link, linking to records the other seeds made. Every banner shows the
// sample picture, so the carousel works from the start.

const IMAGE = sampleUrl(SAMPLE_FILES.find((f) => f.contentType === 'image/png') ?? SAMPLE_FILES[0]);

interface Linked {
  courses: readonly CourseRow[];
  contents: readonly ContentRow[];
  activities: readonly ActivityRow[];
}

const idOf = (rows: readonly object[], key: string): string => {
  const first = rows[0] as Record<string, unknown> | undefined;
  return first ? String(first[key]) : '';
};

export function seedBanners({ courses, contents, activities }: Linked): BannerRow[] {
  const banner = (
    bannerId: number,
    title: string,
    titleEn: string,
    linkType: BannerRow['linkType'],
    sourceId: string,
  ): BannerRow => ({
    bannerId,
    title,
    titleEn,
    image: IMAGE,
    // a link whose record the other seeds did not make would point nowhere: none then
    linkType: sourceId ? linkType : '',
    sourceId,
    sort: bannerId * 10,
    ...seeded('2026-03-01 09:00:00'),
  });
  return [
    banner(1, '精品课程推荐', 'Featured course', '1', idOf(courses, 'courseId')),
    banner(2, '科学小实验视频', 'Science experiment video', '2', idOf(contents, 'contentId')),
    banner(3, '活动火热报名中', 'Sign up for our activity', '3', idOf(activities, 'activityId')),
    banner(4, '教育部基础教育资源', 'National education resources', '4', 'https://basic.smartedu.cn/'),
    banner(5, '欢迎来到课程系统', 'Welcome to the Course System', '', ''),
  ];
}
