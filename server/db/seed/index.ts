import { sql } from 'drizzle-orm';
import { users } from '../schema';
import type { Db } from '../types';
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

/** Seeds the demo data in one transaction: a failure leaves the database empty. */
export async function seedDemo(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await seedSchools(tx);
    await seedAccountArea(tx);
    await seedSchoolPeople(tx);
    await seedDictionaries(tx);
    await seedSiteAreas(tx);
    await seedCourseAreas(tx);
    await seedTeaching(tx);
    await seedSampleFiles(tx);
    await seedStorageConfigs(tx);
    await seedCodegen(tx);
    await seedDisciplineLeaders(tx);
    await seedSubjectTeachers(tx);
    await syncIdentities(tx);
  });
}
