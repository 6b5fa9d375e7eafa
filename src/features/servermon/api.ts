import { get } from '@/api/request';
import type { ApiResult } from '@/api/types';
import type { ServerFigures } from './types';

// The server screen's one call (docs/api.md "Server figures and metrics").
export async function serverFigures(): Promise<ServerFigures> {
  const { data } = await get<ApiResult<ServerFigures>>('/monitor/server');
  if (!data) throw new Error('GET /monitor/server answered no figures');
  return data;
}
