import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { count, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { createPglite, openPostgres, pgliteDatabase, type Database } from '../../../server/db/client';
import { prepareDatabase } from '../../../server/db/prepare';
import { logPrepared } from '../../../server/db/prepare-log';
import { configs, menus, roleMenus } from '../../../server/db/schema';
import { RETIRED_BUTTONS } from '../../../server/db/seed/demo-data/menus';
import { emptyTemplate } from '../../../server/db/template/file';
import { expectRecordsRead, readRecords } from '../helpers/backup-records';
import { captureLog } from '../helpers/log-capture';
import {
  createPgCluster,
  postgresBinariesForTests,
  postgresBinDir,
  removeAllPgClusters,
} from '../helpers/processes/pg-cluster';
import {
  appliedMigrations,
  journalLength,
  journalTags,
  openPgliteFixture,
  releaseFixtures,
  restorePostgresFixture,
  rowCounts,
  schemaShape,
} from '../helpers/upgrade-fixtures';

// docs/server.md "Upgrades": a database an earlier release left (tests/server/database/fixtures/, the
// release's demo data plus the records of backup-records.ts written through its API) is opened
// by today's start-up (prepareDatabase: the migrations not yet applied, the seed only when there
// is no account). Its rows stay, the records read back through today's API, its schema ends up
// as a new database's (every column, default, index and constraint of the newer migrations), and
// a second start changes nothing.

const PG_PORTS: [number, number] = [55515, 55519];

afterAll(removeAllPgClusters);

/** The records as today's API answers them, on the upgraded database. */
async function expectRecordsKept(database: Database) {
  // the release's demo data predates the plain-text captcha its tests read (docs/security.md
  // "Captchas"): this test's database is given it, as today's demo seed has it
  await database.db
    .insert(configs)
    .values({
      configName: '验证码明文',
      configKey: 'sys.account.captchaPlainText',
      configValue: 'true',
      configType: 'Y',
    })
    .onConflictDoNothing();
  const app = createApp({ db: database.db });
  const read = await readRecords({ origin: 'http://localhost', fetch: async (request) => app.fetch(request) });
  expectRecordsRead(read);
}

/** The master menu's retired buttons a database holds, and the roles' grants of them. */
async function retiredButtons(database: Database): Promise<{ sys_menu: number; sys_role_menu: number }> {
  const ids = RETIRED_BUTTONS.map((button) => button.menuId);
  const buttons = await database.db
    .select({ menuId: menus.menuId, perms: menus.perms })
    .from(menus)
    .where(inArray(menus.menuId, ids));
  const held = buttons.filter((row) => RETIRED_BUTTONS.some((b) => b.menuId === row.menuId && b.perms === row.perms));
  const heldIds = held.map((row) => row.menuId);
  const grants = heldIds.length
    ? await database.db.select({ n: count() }).from(roleMenus).where(inArray(roleMenus.menuId, heldIds))
    : [{ n: 0 }];
  return { sys_menu: held.length, sys_role_menu: grants[0].n };
}

/** Today's start-up on the release's database, then a second one; `fresh` is a new database's schema. */
async function expectUpgrade(database: Database, releaseMigrations: number, fresh: string[]) {
  expect(await appliedMigrations(database.db)).toBe(releaseMigrations);
  const before = await rowCounts(database.db);
  expect(before.sys_user).toBeGreaterThan(0);
  const retired = await retiredButtons(database);

  // the start tells the migrations it applied, by name, and that no seed ran
  const upgraded = await prepareDatabase(database);
  expect(upgraded.migrationsApplied).toEqual(journalTags().slice(releaseMigrations));
  expect(upgraded.seeded).toBeUndefined();
  const told = captureLog();
  logPrepared(told.log, upgraded);
  expect(told.entries().map((line) => line.migration ?? line.seeded)).toEqual([
    ...journalTags().slice(releaseMigrations),
    'before',
  ]);
  expect(await appliedMigrations(database.db)).toBe(journalLength());
  expect(await schemaShape(database.db)).toEqual(fresh);
  const after = await rowCounts(database.db);
  // not seeded again: the same accounts; no table of the release lost a row but the menu's
  // retired buttons and the roles' grants of them (docs/readings.md "Buttons of the role editor")
  expect(after.sys_user).toBe(before.sys_user);
  expect(await retiredButtons(database)).toEqual({ sys_menu: 0, sys_role_menu: 0 });
  for (const [table, rows] of Object.entries(before))
    expect(after[table], table).toBeGreaterThanOrEqual(rows - (retired[table as keyof typeof retired] ?? 0));

  const again = await prepareDatabase(database);
  expect(again.migrationsApplied).toEqual([]);
  expect(again.latestMigration).toBe(journalTags()[journalLength() - 1]);
  expect(await appliedMigrations(database.db)).toBe(journalLength());
  expect(await rowCounts(database.db)).toEqual(after);

  await expectRecordsKept(database);
}

/** A new PGlite database made by today's migrations alone (from the shipped empty template). */
async function freshPgliteSchema(): Promise<string[]> {
  const template = await emptyTemplate();
  const client = await createPglite(undefined, template);
  try {
    const database = pgliteDatabase(client);
    await database.exclusive((_, migrate) => migrate());
    return await schemaShape(database.db);
  } finally {
    await client.close();
  }
}

const fixtures = releaseFixtures();

describe('upgrade from an earlier release', () => {
  it('has the fixtures of at least one release, on both engines', () => {
    expect(fixtures.length).toBeGreaterThan(0);
    for (const fixture of fixtures) expect(existsSync(fixture.postgres), fixture.postgres).toBe(true);
  });

  describe.each(fixtures)('release $name', (fixture) => {
    it(
      'PGlite: migrates, keeps its rows and records, and a second start does nothing',
      { timeout: 60_000 },
      async () => {
        const fresh = await freshPgliteSchema();
        const client = await openPgliteFixture(fixture.pglite);
        try {
          await expectUpgrade(pgliteDatabase(client), fixture.migrations, fresh);
        } finally {
          await client.close();
        }
      },
    );

    it.skipIf(!postgresBinariesForTests())(
      'PostgreSQL: a restored pg_dump migrates the same way',
      { timeout: 60_000 },
      async () => {
        const cluster = await createPgCluster({ ports: PG_PORTS });
        await cluster.start();
        const admin = new pg.Client({ connectionString: cluster.url() });
        await admin.connect();
        await admin.query('create database fresh');
        await admin.query('create database release');
        await admin.end();

        const freshDatabase = openPostgres(cluster.url('fresh'), 1);
        await freshDatabase.exclusive((_, migrate) => migrate());
        const fresh = await schemaShape(freshDatabase.db);
        await freshDatabase.close();

        await restorePostgresFixture(fixture.postgres, join(postgresBinDir()!, 'psql'), cluster.url('release'));
        const database = openPostgres(cluster.url('release'), 2);
        try {
          await expectUpgrade(database, fixture.migrations, fresh);
        } finally {
          await database.close();
          await cluster.remove();
        }
      },
    );
  });
});
