import type { SeedKind } from '../settings';
import { installAuditTriggers } from './audit-triggers';
import type { Database } from './client';
import { appliedMigrations } from './migration-names';
import { isEmpty, seedDemo } from './seed';
import { addNewMenus, removeRetiredButtons } from './seed/demo-account';
import { seedSchool } from './seed/school';

export interface SeedChoice {
  seed: SeedKind;
  /** for a school's first start: the admin's password (made up when missing) */
  adminPassword?: string;
}

export interface Prepared {
  /** the admin password a school's first start made up, to be kept (./first-admin-password.ts) */
  newAdminPassword?: string;
  /** the migrations this start applied, by name, oldest first */
  migrationsApplied: string[];
  /** the newest migration the database holds now */
  latestMigration: string;
  /** the seed this start ran; none when the database had its accounts already */
  seeded?: SeedKind;
}

/**
 * Brings the database up to date before the server answers: applies the migrations not yet
 * applied, seeds an empty database (the demo data, or a school's first start) or brings the master
 * menu of one made by an older version up to date (new entries added, retired buttons removed), all under the
 * advisory lock, so that instances started at the same moment neither race on a migration nor
 * seed twice.
 */
export async function prepareDatabase(database: Database, choice: SeedChoice = { seed: 'demo' }): Promise<Prepared> {
  return database.exclusive(async (db, migrate) => {
    const before = await appliedMigrations(db);
    await migrate();
    const after = await appliedMigrations(db);
    await installAuditTriggers(db);
    const migrated = {
      migrationsApplied: after.filter((name) => !before.includes(name)),
      latestMigration: after[after.length - 1] ?? '',
    };
    if (!(await isEmpty(db))) {
      await addNewMenus(db);
      await removeRetiredButtons(db);
      return migrated;
    }
    if (choice.seed === 'school')
      return { ...migrated, seeded: 'school', newAdminPassword: await seedSchool(db, choice.adminPassword) };
    await seedDemo(db);
    return { ...migrated, seeded: 'demo' };
  });
}
