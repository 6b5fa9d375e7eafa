import { get, put } from '@/api/request';
import type { ApiResult, PageResult } from '@/api/types';
import type { GenTable, GenDetail, GenForm } from './types';

/** Every imported table (for the table switcher; the page opens the first by default). */
export async function listGenTables(): Promise<GenTable[]> {
  return (await get<PageResult<GenTable>>('/tool/gen/list', { params: { pageNum: 1, pageSize: 1000 } })).rows ?? [];
}

export async function getGenTable(tableId: number): Promise<GenDetail | null> {
  return (await get<ApiResult<GenDetail>>(`/tool/gen/${tableId}`)).data ?? null;
}

export const saveGenTable = (form: GenForm) => put<ApiResult>('/tool/gen', form);
