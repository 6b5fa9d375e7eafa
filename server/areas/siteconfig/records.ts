import { eq } from 'drizzle-orm';
import { siteConfig } from '../../db/schema';
import type { Db } from '../../db/types';
import type { Clock } from '../../lib/clock';
import type { Auth } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { updatedBy } from '../../lib/records';
import type { SiteSettings } from './schema';

// The one site configuration (docs/api.md "Site configuration", admin:siteconfig:*): the name
// and slogan in both languages and the logo, all five required. The console and the public
// website read it through GET /siteconfig/public.

const ONE = eq(siteConfig.id, 1);

const columns = {
  name: siteConfig.name,
  enname: siteConfig.enname,
  slogan: siteConfig.slogan,
  sloganEn: siteConfig.sloganEn,
  logo: siteConfig.logo,
};

// The seed writes the row; a database without it is set up wrongly, not something a user can fix.
const noRow = (): never => notFound('站点配置不存在', 'The site configuration does not exist');

/** The record with its bookkeeping, for the console's screen. */
export async function readSiteConfig(db: Db) {
  const [row] = await db
    .select({ ...columns, updateBy: siteConfig.updateBy, updateTime: siteConfig.updateTime })
    .from(siteConfig)
    .where(ONE);
  return row ? { ...row, updateTime: row.updateTime ?? '' } : noRow();
}

/** What the public website and the console's start-up read: no bookkeeping. */
export async function publicSiteConfig(db: Db) {
  const [row] = await db.select(columns).from(siteConfig).where(ONE);
  return row ?? noRow();
}

export async function saveSiteConfig(db: Db, clock: Clock, auth: Auth, values: SiteSettings) {
  await db
    .insert(siteConfig)
    .values({ id: 1, ...values, ...updatedBy(auth, clock) })
    .onConflictDoUpdate({ target: siteConfig.id, set: { ...values, ...updatedBy(auth, clock) } });
  return readSiteConfig(db);
}
