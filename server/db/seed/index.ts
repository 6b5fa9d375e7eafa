import { sql } from 'drizzle-orm';
import { systemClock, type Clock } from '../../lib/clock';
import { users } from '../schema';
import type { Db } from '../types';
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
 * Seeds the demo data in one transaction: a failure leaves the database empty. The dates of the
 * activities and the schedule are relative to the clock's moment (demo-data/index.ts).
 */
export async function seedDemo(db: Db, clock: Clock = systemClock): Promise<void> {
  const data = demoData(clock.now());
  await db.transaction(async (tx) => {
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
