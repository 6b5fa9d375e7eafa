import { del, get, post, put } from '@/api/request';
import type { ApiResult, PageResult } from '@/api/types';
import type { ListQuery } from '@/hooks/useListState';
import type { ConfigRecord, ConfigForm } from './types';

export function listConfigs(query: ListQuery) {
  return get<PageResult<ConfigRecord>>('/system/config/list', { params: query });
}

export function getConfig(configId: number) {
  return get<ApiResult<ConfigRecord>>(`/system/config/${configId}`);
}

/** Value by key; RuoYi answers it in msg, this contract in data: both are read. */
export async function getConfigValue(configKey: string): Promise<string> {
  const answer = await get<ApiResult<string>>(`/system/config/configKey/${encodeURIComponent(configKey)}`);
  return answer.data ?? answer.msg ?? '';
}

export function saveConfig(form: ConfigForm) {
  return form.configId ? put<ApiResult>('/system/config', form) : post<ApiResult>('/system/config', form);
}

export function deleteConfigs(ids: number[]) {
  return del<ApiResult>(`/system/config/${ids.join(',')}`);
}

export function refreshConfigCache() {
  return del<ApiResult>('/system/config/refreshCache');
}
