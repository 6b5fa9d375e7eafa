import { sql } from 'drizzle-orm';
import { systemClock, type Clock } from '../../lib/clock';
import { users } from '../schema';
import { rawRows, type Db } from '../types';
import { demoData } from './demo-data';
import { seedAccountArea } from './demo-account';
import { seedDictionaries } from './demo-dicts';
import { seedDisciplineLeaders, seedSchoolPeople, seedSchools, seedSubjectTeachers } from './demo-schools';
import { seedSiteAreas } from './demo-site';
import { seedTeaching } from './demo-teaching';
import { seedCourseAreas } from './demo-courses';
import { seedSampleFiles } from './demo-files';
import { seedStorageConfigs } from './demo-storage';
import { seedCodegen } from './demo-codegen';
import { syncIdentities } from './identities';

// What an empty database starts with: the demo data of today's console (docs/roles.md).

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row.n === 0;
}

/**
 * The seed's rows are made together and refer to each other as they should (a test checks every
 * foreign key after the seed, on both engines). PostgreSQL checks a reference row by row, with a
 * query each, which took more than half of the seed's time on PGlite (students and scores above
 * all): for this transaction they are left out where the role may say so (a superuser, as PGlite's
 * is). The same switch turns the audit trail's triggers off, which record no seed anyway.
 */
async function withoutRowChecks(tx: Db): Promise<void> {
  const [role] = await rawRows<{ superuser: boolean }>(
    tx,
    sql`select current_setting('is_superuser') = 'on' as superuser`,
  );
  if (role?.superuser) await tx.execute(sql`set local session_replication_role = replica`);
}

/**
 * Seeds the demo data in one transaction: a failure leaves the database empty. The dates of the
 * activities and the schedule are relative to the clock's moment (demo-data/index.ts).
 */
export async function seedDemo(db: Db, clock: Clock = systemClock): Promise<void> {
  const data = demoData(clock.now());
  await db.transaction(async (tx) => {
    await withoutRowChecks(tx);
    await seedSchools(tx, data);
    await seedAccountArea(tx, data);
    await seedSchoolPeople(tx, data);
    await seedDictionaries(tx, data);
    await seedSiteAreas(tx, data);
    await seedCourseAreas(tx, data);
    await seedTeaching(tx, data);
    await seedSampleFiles(tx);
    await seedStorageConfigs(tx, data);
    await seedCodegen(tx, data);
    await seedDisciplineLeaders(tx, data);
    await seedSubjectTeachers(tx, data);
    await syncIdentities(tx);
  });
}
