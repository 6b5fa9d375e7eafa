export type Flag = '0' | '1';

/** One column of a table as the generator sees it. */
export interface GenColumn {
  columnId: number;
  columnName: string;
  columnComment: string;
  columnType: string;
  javaType: string;
  javaField: string;
  isPk: Flag;
  isRequired: Flag;
  isInsert: Flag;
  isEdit: Flag;
  isList: Flag;
  isQuery: Flag;
  queryType: string;
  htmlType: string;
  dictType: string;
  sort: number;
}

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
