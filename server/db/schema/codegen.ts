import { sql } from 'drizzle-orm';
import { char, check, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from './audit';
import { identity, reference } from './columns';

// Code generation settings (docs/api.md "Code generation", RuoYi's gen_table and
// gen_table_column): the imported tables and their columns come from the database schema and are
// only edited here, never created or deleted by a call.

export const genTables = pgTable('gen_table', {
  tableId: identity('table_id'),
  tableName: varchar('table_name', { length: 200 }).notNull().unique(),
  tableComment: varchar('table_comment', { length: 500 }).notNull().default(''),
  className: varchar('class_name', { length: 100 }).notNull(),
  functionAuthor: varchar('function_author', { length: 50 }).notNull(),
  ...auditColumns(),
});

const flag = (name: string) => char(name, { length: 1 }).notNull().default('0');

export const genColumns = pgTable(
  'gen_table_column',
  {
    columnId: identity('column_id'),
    tableId: reference('table_id', () => genTables.tableId, 'cascade'),
    columnName: varchar('column_name', { length: 200 }).notNull(),
    columnComment: varchar('column_comment', { length: 500 }).notNull().default(''),
    columnType: varchar('column_type', { length: 100 }).notNull(),
    javaType: varchar('java_type', { length: 20 }).notNull(),
    javaField: varchar('java_field', { length: 100 }).notNull(),
    isPk: flag('is_pk'),
    isRequired: flag('is_required'),
    isInsert: flag('is_insert'),
    isEdit: flag('is_edit'),
    isList: flag('is_list'),
    isQuery: flag('is_query'),
    queryType: varchar('query_type', { length: 10 }).notNull().default('EQ'),
    htmlType: varchar('html_type', { length: 20 }).notNull().default('input'),
    /** '' or a dictionary type (checked on every write) */
    dictType: varchar('dict_type', { length: 100 }).notNull().default(''),
    sort: integer('sort').notNull(),
  },
  (t) => [
    index('gen_table_column_table_idx').on(t.tableId, t.sort),
    check(
      'gen_table_column_flags_chk',
      sql`${t.isPk} in ('0', '1') and ${t.isRequired} in ('0', '1') and ${t.isInsert} in ('0', '1') and ${t.isEdit} in ('0', '1') and ${t.isList} in ('0', '1') and ${t.isQuery} in ('0', '1')`,
    ),
  ],
);
