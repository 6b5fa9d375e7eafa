import { asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import * as schema from '../../../../server/db/schema';
import type { Db } from '../../../../server/db/types';
import type { HostilePlan } from '../../support/hostile-payloads';

// Stores the hostile-input sweep's payloads (tests/e2e/support/hostile-payloads.ts) in the file's
// database: every planned text column of every row, in one transaction. User names, passwords
// and keys stay, so the demo accounts still log in.

function tableOf(name: string): PgTable {
  const table = (schema as Record<string, unknown>)[name];
  if (!(table instanceof PgTable)) throw new Error(`server/db/schema has no table ${name}`);
  return table;
}

function columnOf(table: PgTable, field: string): PgColumn {
  const column = getTableColumns(table)[field];
  if (!column) throw new Error(`${getTableConfig(table).name} has no column ${field}`);
  return column;
}

function keyOf(table: PgTable): PgColumn {
  const [key, ...more] = getTableConfig(table).columns.filter((column) => column.primary);
  if (!key || more.length) throw new Error(`${getTableConfig(table).name} has no single-column key`);
  return key;
}

/**
 * The payloads are longer than most columns allow (the server refuses such text at its door, and
 * they test what a screen does with text that does get stored): this database's planted columns
 * become unbounded text. Only this test file's database, which nothing else writes to.
 */
async function widen(db: Db, table: PgTable, column: PgColumn): Promise<void> {
  await db.execute(sql`alter table ${table} alter column ${sql.identifier(column.name)} type text`);
}

/** Writes the plan; answers how many rows got payloads in their text columns. */
export async function plantHostileData(db: Db, plan: HostilePlan): Promise<number> {
  return db.transaction(async (tx) => {
    let rows = 0;
    for (const { table: name, values } of [...plan.fields, ...plan.links]) {
      const table = tableOf(name);
      const key = keyOf(table);
      const set: Record<string, unknown> = {};
      for (const [field, value] of Object.entries(values)) {
        const column = columnOf(table, field);
        await widen(tx, table, column);
        // the row's key after the payload keeps names unique where they must be (school names...)
        set[field] = sql`${value} || ' #' || ${key}::text`;
      }
      const changed = await tx
        .update(table)
        .set(set as never)
        .returning({ key });
      rows += changed.length;
    }
    for (const { table: name, list, values } of plan.nested) {
      const table = tableOf(name);
      const column = columnOf(table, list);
      await tx.update(table).set({
        [list]: sql`coalesce((select jsonb_agg(item || ${JSON.stringify(values)}::jsonb)
                                from jsonb_array_elements(${column}) as item), '[]'::jsonb)`,
      } as never);
    }
    // Every other banner links outside, to a script address.
    const banners = await tx
      .select({ id: schema.banners.bannerId })
      .from(schema.banners)
      .orderBy(asc(schema.banners.bannerId));
    const linked = banners.filter((_, i) => i % 2 === 0).map((b) => b.id);
    if (linked.length)
      await tx
        .update(schema.banners)
        .set({ linkType: '4', sourceId: plan.bannerLink })
        .where(inArray(schema.banners.bannerId, linked));
    // People's names cycle through formula-like text (the users export writes them).
    const users = await tx
      .select({ id: schema.users.userId, userName: schema.users.userName })
      .from(schema.users)
      .orderBy(asc(schema.users.userId));
    for (const [i, user] of users.entries()) {
      if (user.userName === 'admin') continue;
      await tx
        .update(schema.users)
        .set({ name: plan.formulas[i % plan.formulas.length] })
        .where(eq(schema.users.userId, user.id));
    }
    return rows;
  });
}
