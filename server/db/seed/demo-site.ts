import { activities, banners, registrations, siteConfig } from '../schema';
import type { Db } from '../types';
import type { DemoData } from './demo-data';

// The demo data of the public website: the activities (dates relative to the day the database is
// seeded, so there is always one that has not started, one in progress and one that has ended),
// their registrations, the carousel's banners and the site configuration.

/** `''` in the seed's rows means "never": null in a column. */
const timeOrNull = (time: string): string | null => time || null;

export async function seedSiteAreas(db: Db, seed: DemoData): Promise<void> {
  await db.insert(activities).values(
    seed.activities.map(({ registrationCount: _count, publishDate, updateTime, ...a }) => ({
      ...a,
      publishDate: timeOrNull(publishDate),
      updateTime: timeOrNull(updateTime),
    })),
  );
  await db.insert(registrations).values(seed.registrations);
  await db.insert(banners).values(seed.banners.map((b) => ({ ...b, updateTime: timeOrNull(b.updateTime) })));
  await seedSiteConfig(db, seed);
}

/** The site's name, slogan and logo: the one row the public website and the title read. */
export async function seedSiteConfig(db: Db, seed: Pick<DemoData, 'siteConfig'>): Promise<void> {
  const { updateTime, ...site } = seed.siteConfig;
  await db.insert(siteConfig).values({ ...site, updateTime: timeOrNull(updateTime) });
}
