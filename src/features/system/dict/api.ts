import { resource } from '@/api/resource';
import { del, get } from '@/api/request';
import type { ApiResult } from '@/api/types';
import type { DictType, DictTypeForm, DictData, DictDataForm } from './types';

export const dictTypes = resource<DictType, DictTypeForm>('/system/dict/type', 'dictId');

export const dictData = resource<DictData, DictDataForm>('/system/dict/data', 'dictCode');

export async function dictTypeOptions(): Promise<DictType[]> {
  return (await get<ApiResult<DictType[]>>('/system/dict/type/optionselect')).data ?? [];
}

export const refreshDictCache = () => del<ApiResult>('/system/dict/type/refreshCache');
