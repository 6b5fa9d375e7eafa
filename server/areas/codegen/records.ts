import { and, asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import { dictTypes, genColumns, genTables } from '../../db/schema';
import type { Db } from '../../db/types';
import type { Clock } from '../../lib/clock';
import type { Auth } from '../../lib/context';
import { fail, notFound } from '../../lib/errors';
import { containsText, countRows, listPage, param, type Query } from '../../lib/paging';
import { answered, findRow, updateStamped } from '../../lib/records';
import { parsed } from '../../lib/input';
import { genColumn, genColumnId, type GenTableChange } from './schema';

// Code-generation settings of imported tables (docs/api.md "Code generation"): the edit screen
// reads one table with its columns and saves both, or nothing on any refusal. Tables and columns
// come from the database schema, so they are neither created nor deleted here.

type TableRow = typeof genTables.$inferSelect;
const { tableId: _tableId, ...COLUMN_FIELDS } = getTableColumns(genColumns);
type ColumnRow = Omit<typeof genColumns.$inferSelect, 'tableId'>;

const missing = (): never => notFound('业务表不存在', 'The table does not exist');

export async function listGenTables(db: Db, q: Query) {
  const where = and(
    containsText(param(q, 'tableName'), genTables.tableName),
    containsText(param(q, 'tableComment'), genTables.tableComment),
  );
  const page = await listPage(q, countRows(db, genTables, where), (limit, offset) =>
    db.select().from(genTables).where(where).orderBy(asc(genTables.tableId)).limit(limit).offset(offset),
  );
  return { ...page, rows: page.rows.map(answered) };
}

const findTable = (db: Db, tableId: number): Promise<TableRow> =>
  findRow(db, genTables, eq(genTables.tableId, tableId), missing);

const columnsOf = (db: Db, tableId: number): Promise<ColumnRow[]> =>
  db
    .select(COLUMN_FIELDS)
    .from(genColumns)
    .where(eq(genColumns.tableId, tableId))
    .orderBy(asc(genColumns.sort), asc(genColumns.columnId));

/** RuoYi's shape: the table, its columns, and every table (for sub-table choices). */
export async function readGenTable(db: Db, tableId: number) {
  const info = answered(await findTable(db, tableId));
  const tables = await db.select().from(genTables).orderBy(asc(genTables.tableId));
  return { info, rows: await columnsOf(db, tableId), tables: tables.map(answered) };
}

/** One column of a save, checked against the table's own columns and the dictionary types. */
function readColumn(raw: unknown, columns: ColumnRow[], tableName: string, seen: Set<number>, dicts: Set<string>) {
  const { columnId } = parsed(genColumnId, raw);
  const column = columns.find((c) => c.columnId === columnId);
  if (!column || seen.has(columnId))
    fail(`字段 ${columnId} 不属于表 ${tableName}`, `Column ${columnId} is not a column of ${tableName}`);
  seen.add(columnId);
  const input = parsed(genColumn(column.columnName), raw);
  const { dictType } = input;
  if (dictType && !dicts.has(dictType))
    fail(`字典类型 ${dictType} 不存在`, `Dictionary type ${dictType} does not exist`);
  return {
    columnId,
    values: {
      columnComment: input.columnComment,
      javaType: input.javaType ?? column.javaType,
      javaField: input.javaField,
      isRequired: input.isRequired ?? column.isRequired,
      isInsert: input.isInsert ?? column.isInsert,
      isEdit: input.isEdit ?? column.isEdit,
      isList: input.isList ?? column.isList,
      isQuery: input.isQuery ?? column.isQuery,
      queryType: input.queryType ?? column.queryType,
      htmlType: input.htmlType ?? column.htmlType,
      dictType,
    },
  };
}

/** Saves the table's fields and its columns in one transaction, after every check has passed. */
export async function updateGenTable(db: Db, clock: Clock, auth: Auth, input: GenTableChange) {
  const { tableId, columns: list, ...values } = input;
  await db.transaction(async (tx) => {
    const table = await findTable(tx, tableId);
    const columns = await columnsOf(tx, table.tableId);
    const named = list
      .map((raw) => (raw && typeof raw === 'object' && 'dictType' in raw ? String(raw.dictType ?? '').trim() : ''))
      .filter(Boolean);
    const dicts = new Set(
      named.length
        ? (await tx.select({ t: dictTypes.dictType }).from(dictTypes).where(inArray(dictTypes.dictType, named))).map(
            (r) => r.t,
          )
        : [],
    );
    const seen = new Set<number>();
    const changes = list.map((raw) => readColumn(raw, columns, table.tableName, seen, dicts));
    // Everything is valid: save.
    for (const change of changes) {
      await tx.update(genColumns).set(change.values).where(eq(genColumns.columnId, change.columnId));
    }
    await updateStamped(tx, auth, clock, genTables, eq(genTables.tableId, table.tableId), values);
  });
}
