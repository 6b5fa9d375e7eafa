import { sql } from 'drizzle-orm';
import { char, check, index, pgTable, unique, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from './audit';
import { bilingual, identity, order, status } from './columns';

// Dictionaries (docs/api.md "Dictionaries"): the types and their entries, both bilingual.

export const dictTypes = pgTable(
  'sys_dict_type',
  {
    dictId: identity('dict_id'),
    ...bilingual('dictName', 'dict_name', 100),
    dictType: varchar('dict_type', { length: 100 }).notNull().unique(),
    status: status(),
    ...auditColumns(),
  },
  (t) => [
    index('sys_dict_type_create_time_idx').on(t.createTime),
    check('sys_dict_type_status_chk', sql`${t.status} in ('0', '1')`),
  ],
);

export const dictData = pgTable(
  'sys_dict_data',
  {
    dictCode: identity('dict_code'),
    dictSort: order('dict_sort'),
    ...bilingual('dictLabel', 'dict_label', 100),
    dictValue: varchar('dict_value', { length: 100 }).notNull(),
    /** Renaming a type carries its entries along (on update cascade); a type with entries cannot go. */
    dictType: varchar('dict_type', { length: 100 })
      .notNull()
      .references(() => dictTypes.dictType, { onUpdate: 'cascade', onDelete: 'restrict' }),
    cssClass: varchar('css_class', { length: 100 }).notNull().default(''),
    listClass: varchar('list_class', { length: 10 }).notNull().default('default'),
    isDefault: char('is_default', { length: 1 }).notNull().default('N'),
    status: status(),
    ...auditColumns(),
  },
  (t) => [
    unique('sys_dict_data_type_value_unique').on(t.dictType, t.dictValue),
    index('sys_dict_data_type_sort_idx').on(t.dictType, t.dictSort, t.dictCode),
    index('sys_dict_data_sort_idx').on(t.dictSort, t.dictCode),
    check('sys_dict_data_status_chk', sql`${t.status} in ('0', '1')`),
    check('sys_dict_data_default_chk', sql`${t.isDefault} in ('Y', 'N')`),
    check(
      'sys_dict_data_list_class_chk',
      sql`${t.listClass} in ('default', 'primary', 'success', 'info', 'warning', 'danger')`,
    ),
  ],
);
