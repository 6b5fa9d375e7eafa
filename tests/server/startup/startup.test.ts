import { count } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openPostgres } from '../../../server/db/client';
import { prepareDatabase } from '../../../server/db/prepare';
import { menus, roleMenus, shippedMenus, users } from '../../../server/db/schema';
import { RETIRED_BUTTONS } from '../../../server/db/seed/demo-data/menus';
import { rawRows, type Db } from '../../../server/db/types';
import { eq, sql } from 'drizzle-orm';
import { databaseUrl } from '../helpers/engines';
import { workerDatabase } from '../helpers/harness';

// What server/main.ts does before it answers: migrations and the seed of an empty database,
// under the advisory lock (docs/server.md "Running it").

describe('start-up', () => {
  const accounts = async (db: Db) => (await db.select({ n: count() }).from(users))[0].n;

  it('leaves a migrated, seeded database as it is', async () => {
    const database = workerDatabase();
    const seeded = await accounts(database.db);
    expect(seeded).toBeGreaterThanOrEqual(10);
    await prepareDatabase(database);
    expect(await accounts(database.db)).toBe(seeded);
  });

  it('adds the master menu entries a database of an older version lacks, keeping the others as they are', async () => {
    const database = workerDatabase();
    const apiScreen = eq(menus.path, '/tool/swagger/index');
    const [entry] = await database.db.select().from(menus).where(apiScreen);
    expect(entry).toMatchObject({ perms: 'tool:swagger:list', titleEn: 'API' });
    // as an older version left it: without the screen (never given to it, so not noted as given:
    // an entry given once and deleted on the menu screen stays deleted), and one title as it was then
    await database.db.delete(menus).where(apiScreen);
    await database.db.delete(shippedMenus).where(eq(shippedMenus.menuId, entry.menuId));
    await database.db.update(menus).set({ titleEn: 'Settings' }).where(eq(menus.path, '/system/config/index'));
    try {
      await prepareDatabase(database);
      expect(await database.db.select().from(menus).where(apiScreen)).toEqual([entry]);
      const [config] = await database.db.select().from(menus).where(eq(menus.path, '/system/config/index'));
      expect(config.titleEn).toBe('Settings');
    } finally {
      await database.db.update(menus).set({ titleEn: 'Config' }).where(eq(menus.path, '/system/config/index'));
    }
  });

  it("removes the buttons this version's menu retired, with the roles' grants of them", async () => {
    const database = workerDatabase();
    const [retired] = RETIRED_BUTTONS;
    expect(retired).toBeDefined();
    const teacher = 4;
    // as an older version left it: the button, granted to a role
    await database.db.insert(menus).values({
      menuId: retired.menuId,
      parentId: Math.floor(retired.menuId / 10) * 10,
      menuType: 'F',
      path: '',
      titleZh: '查询',
      titleEn: 'Query',
      perms: retired.perms,
    });
    await database.db.insert(roleMenus).values({ roleId: teacher, menuId: retired.menuId });
    await prepareDatabase(database);
    expect(await database.db.select().from(menus).where(eq(menus.menuId, retired.menuId))).toEqual([]);
    expect(await database.db.select().from(roleMenus).where(eq(roleMenus.menuId, retired.menuId))).toEqual([]);
  });

  // Two instances starting on one new database: one migrates and seeds, the other waits and
  // finds it done. Needs a PostgreSQL server (TEST_DATABASE_URL); PGlite has one connection.
  const config = inject('serverDb');
  it.skipIf(config.engine !== 'postgres')('lets two instances start at once on a new database', async () => {
    if (config.engine !== 'postgres') return;
    const name = `csp_test_startup_${process.env.VITEST_POOL_ID ?? process.pid}`;
    const admin = new pg.Client({ connectionString: config.url });
    await admin.connect();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
    const instances = [0, 1].map(() => openPostgres(databaseUrl(config.url, name), 2));
    try {
      await Promise.all(instances.map((database) => prepareDatabase(database)));
      // seeded once: as many accounts as the worker's own seeded database holds
      expect(await accounts(instances[0].db)).toBe(await accounts(workerDatabase().db));
      const migrations = await rawRows<{ n: number }>(
        instances[1].db,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(migrations[0].n).toBeGreaterThan(0);
    } finally {
      await Promise.all(instances.map((database) => database.close()));
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  });
});
