import { get } from '@/api/request';
import type { ApiResult } from '@/api/types';
import type { HomeStats } from './types';

export async function getHomeStats(): Promise<HomeStats> {
  const answer = await get<ApiResult<HomeStats>>('/home/stats');
  if (!answer.data) throw new Error('home stats answer without data');
  return answer.data;
}
