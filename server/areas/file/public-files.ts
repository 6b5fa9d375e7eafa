import { and, eq, like, or, sql } from 'drizzle-orm';
import { activities, banners, contents, siteConfig } from '../../db/schema';
import type { Db } from '../../db/types';

// The files the public website shows, public on purpose (docs/security.md "Files"): a banner's
// image, a published activity's cover and the images in its content, the site's logo, and a
// content item's video and poster (every content item has a public page). A file is public while
// one of these records names it, and stops being so when none does any more (a banner deleted,
// an activity withdrawn). Every other file needs a signed address (./sign-answers.ts).

/** Any one of these names the file `ossId`: a column holding its address, alone or inside HTML. */
export async function isPublicFile(db: Db, ossId: number): Promise<boolean> {
  // `…/file/12/` cannot match `…/file/112/` (the slash before) or `…/file/123/` (the one after)
  const pattern = `%/system/oss/file/${ossId}/%`;
  const found = await Promise.all([
    db
      .select({ one: sql`1` })
      .from(banners)
      .where(like(banners.image, pattern))
      .limit(1),
    db
      .select({ one: sql`1` })
      .from(siteConfig)
      .where(like(siteConfig.logo, pattern))
      .limit(1),
    db
      .select({ one: sql`1` })
      .from(contents)
      .where(or(like(contents.video, pattern), like(contents.poster, pattern)))
      .limit(1),
    db
      .select({ one: sql`1` })
      .from(activities)
      .where(
        and(eq(activities.published, true), or(like(activities.cover, pattern), like(activities.content, pattern))),
      )
      .limit(1),
  ]);
  return found.some((rows) => rows.length > 0);
}
