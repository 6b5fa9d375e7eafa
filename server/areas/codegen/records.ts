import { and, asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import { dictTypes, genColumns, genTables } from '../../db/schema';
import type { Db } from '../../db/types';
import type { Body } from '../../lib/body';
import type { Clock } from '../../lib/clock';
import type { Auth } from '../../lib/context';
import { fail, notFound } from '../../lib/errors';
import { containsText, countRows, listPage, param, type Query } from '../../lib/paging';
import { answered, updatedBy } from '../../lib/records';
import { choice, field, int, text } from '../../lib/validate';

// Code-generation settings of imported tables (docs/api.md "Code generation"): the edit screen
// reads one table with its columns and saves both, or nothing on any refusal. Tables and columns
// come from the database schema, so they are neither created nor deleted here.

export const TABLE_ID = field('tableId', '表编号', 'Table id');
const JAVA_TYPES = ['Long', 'String', 'Integer', 'Double', 'BigDecimal', 'Date', 'Boolean'] as const;
const QUERY_TYPES = ['EQ', 'NE', 'GT', 'GTE', 'LT', 'LTE', 'LIKE', 'BETWEEN'] as const;
const HTML_TYPES = [
  'input',
  'textarea',
  'select',
  'radio',
  'checkbox',
  'datetime',
  'imageUpload',
  'fileUpload',
  'editor',
] as const;
const FLAGS = ['0', '1'] as const;

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

async function findTable(db: Db, tableId: number): Promise<TableRow> {
  const [row] = await db.select().from(genTables).where(eq(genTables.tableId, tableId));
  return row ?? missing();
}

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
  if (!raw || typeof raw !== 'object') fail('字段信息格式不正确', 'A column has an invalid format');
  const body = raw as Body;
  const columnId = int(field('columnId', '字段编号', 'Column id'), { required: true })(body) as number;
  const column = columns.find((c) => c.columnId === columnId);
  if (!column || seen.has(columnId))
    fail(`字段 ${columnId} 不属于表 ${tableName}`, `Column ${columnId} is not a column of ${tableName}`);
  seen.add(columnId);
  const name = column.columnName;
  const javaField = text(field('javaField', `字段 ${name} 的 Java 属性`, `Java field of ${name}`), {
    required: true,
    max: 100,
  })(body);
  if (!/^[a-z][A-Za-z0-9]*$/.test(javaField)) {
    fail(`字段 ${name} 的 Java 属性必须是小驼峰命名`, `The Java field of ${name} must be lowerCamelCase`);
  }
  const pick = <T extends string>(key: string, zh: string, en: string, allowed: readonly T[], fallback: string) =>
    choice(field(key, `字段 ${name} 的${zh}`, `${en} of ${name}`), allowed, fallback as T)(body);
  const dictType = text(field('dictType', `字段 ${name} 的字典类型`, `Dictionary type of ${name}`), { max: 100 })(body);
  if (dictType && !dicts.has(dictType))
    fail(`字典类型 ${dictType} 不存在`, `Dictionary type ${dictType} does not exist`);
  return {
    columnId,
    values: {
      columnComment: text(field('columnComment', `字段 ${name} 的描述`, `Description of ${name}`), { max: 500 })(body),
      javaType: pick('javaType', 'Java 类型', 'Java type', JAVA_TYPES, column.javaType),
      javaField,
      isRequired: pick('isRequired', '必填', 'Required flag', FLAGS, column.isRequired),
      isInsert: pick('isInsert', '插入', 'Insert flag', FLAGS, column.isInsert),
      isEdit: pick('isEdit', '编辑', 'Edit flag', FLAGS, column.isEdit),
      isList: pick('isList', '列表', 'List flag', FLAGS, column.isList),
      isQuery: pick('isQuery', '查询', 'Query flag', FLAGS, column.isQuery),
      queryType: pick('queryType', '查询方式', 'Query type', QUERY_TYPES, column.queryType),
      htmlType: pick('htmlType', '显示类型', 'Display type', HTML_TYPES, column.htmlType),
      dictType,
    },
  };
}

/** Saves the table's fields and its columns in one transaction, after every check has passed. */
export async function updateGenTable(db: Db, clock: Clock, auth: Auth, body: Body) {
  await db.transaction(async (tx) => {
    const table = await findTable(tx, int(TABLE_ID, { required: true })(body) as number);
    const values = {
      tableComment: text(field('tableComment', '表描述', 'Table description'), { required: true, max: 500 })(body),
      className: text(field('className', '实体类名称', 'Class name'), { required: true, max: 100 })(body),
      functionAuthor: text(field('functionAuthor', '作者', 'Author'), { required: true, max: 50 })(body),
      remark: text(field('remark', '备注', 'Remark'), { max: 500 })(body),
    };
    if (!/^[A-Z][A-Za-z0-9]*$/.test(values.className)) {
      fail(
        '实体类名称必须是大驼峰命名（以大写字母开头）',
        'The class name must be UpperCamelCase (start with a capital letter)',
      );
    }
    const list = body.columns;
    if (!Array.isArray(list)) return fail('字段信息不能为空', 'Columns are required');
    const columns = await columnsOf(tx, table.tableId);
    const named = list
      .map((raw) => (raw && typeof raw === 'object' ? String((raw as Body).dictType ?? '').trim() : ''))
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
    await tx
      .update(genTables)
      .set({ ...values, ...updatedBy(auth, clock) })
      .where(eq(genTables.tableId, table.tableId));
  });
}
