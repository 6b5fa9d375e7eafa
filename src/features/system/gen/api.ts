import { get, put } from '@/api/request';
import type { ApiResult, PageResult } from '@/api/types';

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

export const JAVA_TYPES = ['Long', 'String', 'Integer', 'Double', 'BigDecimal', 'Date', 'Boolean'];
export const QUERY_TYPES = ['EQ', 'NE', 'GT', 'GTE', 'LT', 'LTE', 'LIKE', 'BETWEEN'];
export const HTML_TYPES = [
  'input',
  'textarea',
  'select',
  'radio',
  'checkbox',
  'datetime',
  'imageUpload',
  'fileUpload',
  'editor',
];

/** Every imported table (for the table switcher; the page opens the first by default). */
export async function listGenTables(): Promise<GenTable[]> {
  return (await get<PageResult<GenTable>>('/tool/gen/list', { params: { pageNum: 1, pageSize: 1000 } })).rows ?? [];
}

export async function getGenTable(tableId: number): Promise<GenDetail | null> {
  return (await get<ApiResult<GenDetail>>(`/tool/gen/${tableId}`)).data ?? null;
}

export const saveGenTable = (form: GenForm) => put<ApiResult>('/tool/gen', form);
