import { genColumns, genTables } from '../schema';
import type { Db } from '../types';
import type { DemoData } from './demo-data';

// The imported tables of docs/api.md "Code generation" (csp_school, csp_activity) with their
// columns (demo-data/tools.ts).

export async function seedCodegen(db: Db, data: DemoData): Promise<void> {
  for (const { columns, updateTime, ...table } of data.genTables) {
    await db.insert(genTables).values({ ...table, updateTime: updateTime || null });
    await db.insert(genColumns).values(columns.map((column) => ({ ...column, tableId: table.tableId })));
  }
}
