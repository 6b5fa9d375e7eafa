import { del, get, post, put } from '@/api/request';
import type { ApiResult, PageResult } from '@/api/types';
import type { ListClass } from '@/hooks/useDict';
import type { ListQuery } from '@/hooks/useListState';

/** A dictionary type; `dictName` is in the request's language, Zh/En are the originals. */
export interface DictType {
  dictId: number;
  dictName: string;
  dictNameZh?: string;
  dictNameEn?: string;
  dictType: string;
  status: '0' | '1';
  remark?: string;
  createTime?: string;
}

export type DictTypeForm = Pick<DictType, 'dictNameZh' | 'dictNameEn' | 'dictType' | 'status' | 'remark'> & {
  dictId?: number;
};

/** A dictionary entry as the data screen edits it. */
export interface DictData {
  dictCode: number;
  dictSort: number;
  dictLabel: string;
  dictLabelZh?: string;
  dictLabelEn?: string;
  dictValue: string;
  dictType: string;
  cssClass?: string;
  listClass: ListClass;
  isDefault?: 'Y' | 'N';
  status: '0' | '1';
  remark?: string;
  createTime?: string;
}

export type DictDataForm = Omit<DictData, 'dictCode' | 'dictLabel' | 'createTime'> & { dictCode?: number };

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
