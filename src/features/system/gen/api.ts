import { get, put } from '@/api/request';
import type { ApiResult, PageResult } from '@/api/types';
import type { GenTable, GenDetail, GenForm } from './types';

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
