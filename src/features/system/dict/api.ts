import { del, get, post, put } from '@/api/request';
import type { ApiResult, PageResult } from '@/api/types';
import type { ListQuery } from '@/hooks/useListState';
import type { DictType, DictTypeForm, DictData, DictDataForm } from './types';

export const listDictTypes = (query: ListQuery) =>
  get<PageResult<DictType>>('/system/dict/type/list', { params: query });

export async function getDictType(dictId: number): Promise<DictType | null> {
  return (await get<ApiResult<DictType>>(`/system/dict/type/${dictId}`)).data ?? null;
}

export async function dictTypeOptions(): Promise<DictType[]> {
  return (await get<ApiResult<DictType[]>>('/system/dict/type/optionselect')).data ?? [];
}

export const saveDictType = (form: DictTypeForm) =>
  form.dictId ? put<ApiResult>('/system/dict/type', form) : post<ApiResult>('/system/dict/type', form);

export const deleteDictTypes = (ids: number[]) => del<ApiResult>(`/system/dict/type/${ids.join(',')}`);

export const refreshDictCache = () => del<ApiResult>('/system/dict/type/refreshCache');

/** GET /system/dict/data/list. */
export const listDictData = (query: ListQuery) =>
  get<PageResult<DictData>>('/system/dict/data/list', { params: query });

/** GET /system/dict/data/{id}. */
export async function getDictData(dictCode: number): Promise<DictData | null> {
  return (await get<ApiResult<DictData>>(`/system/dict/data/${dictCode}`)).data ?? null;
}

/** POST or PUT /system/dict/data. */
export const saveDictData = (form: DictDataForm) =>
  form.dictCode ? put<ApiResult>('/system/dict/data', form) : post<ApiResult>('/system/dict/data', form);

/** DELETE /system/dict/data/{ids}. */
export const deleteDictData = (codes: number[]) => del<ApiResult>(`/system/dict/data/${codes.join(',')}`);
