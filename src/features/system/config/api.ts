import { resource } from '@/api/resource';
import { del, get } from '@/api/request';
import type { ApiResult } from '@/api/types';
import type { ConfigRecord, ConfigForm } from './types';

export const configs = resource<ConfigRecord, ConfigForm>('/system/config', 'configId');

/** Value by key; RuoYi answers it in msg, this contract in data: both are read. */
export async function getConfigValue(configKey: string): Promise<string> {
  const answer = await get<ApiResult<string>>(`/system/config/configKey/${encodeURIComponent(configKey)}`);
  return answer.data ?? answer.msg ?? '';
}

export function refreshConfigCache() {
  return del<ApiResult>('/system/config/refreshCache');
}
