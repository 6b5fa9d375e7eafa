import { get, put } from '@/api/request';
import type { ApiResult } from '@/api/types';
import type { HomeSetup, HomeStats } from './types';

export async function getHomeStats(): Promise<HomeStats> {
  const answer = await get<ApiResult<HomeStats>>('/home/stats');
  if (!answer.data) throw new Error('home stats answer without data');
  return answer.data;
}

export async function getHomeSetup(): Promise<HomeSetup> {
  const answer = await get<ApiResult<HomeSetup>>('/home/setup');
  if (!answer.data) throw new Error('home setup answer without data');
  return answer.data;
}

/** Closes the first-run checklist for good (stored on the server); answers it as GET does. */
export async function dismissHomeSetup(): Promise<HomeSetup> {
  const answer = await put<ApiResult<HomeSetup>>('/home/setup/dismiss');
  if (!answer.data) throw new Error('home setup answer without data');
  return answer.data;
}
