import { seedGenTables } from '../../../mock/db/seed/tools';
import { genColumns, genTables } from '../schema';
import type { Db } from '../types';

// The imported tables of docs/api.md "Code generation" (csp_school, csp_activity) with their
// columns, declared once in the embedded backend's seed module.

export async function seedCodegen(db: Db): Promise<void> {
  for (const { columns, updateTime, ...table } of seedGenTables()) {
    await db.insert(genTables).values({ ...table, updateTime: updateTime || null });
    await db.insert(genColumns).values(columns.map((column) => ({ ...column, tableId: table.tableId })));
  }
}
