import { sql } from 'drizzle-orm';
import { rawRows, type Db } from '../types';

/**
 * Rows inserted with their ids (seed data, a restored copy) leave the identity sequences behind;
 * this moves each so that the next insert gets one past the largest id in use (1 in an empty table).
 */
export async function syncIdentities(db: Db): Promise<void> {
  const columns = await rawRows<{ table_name: string; column_name: string }>(
    db,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and is_identity = 'YES'`,
  );
  for (const { table_name: table, column_name: column } of columns) {
    await db.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('public."${table}"', '${column}'), coalesce(max("${column}"), 1), max("${column}") is not null) from public."${table}"`,
      ),
    );
  }
}
