import type { GenColumn } from '@contract/codegen';

export type { Flag, GenColumn } from '@contract/codegen';

/** The basic info of an imported table. */
export interface GenTable {
  tableId: number;
  tableName: string;
  tableComment: string;
  className: string;
  functionAuthor: string;
  remark?: string;
}

export interface GenDetail {
  info: GenTable;
  rows: GenColumn[];
  tables: GenTable[];
}

export type GenForm = GenTable & { columns: GenColumn[] };
