import { get } from '@/api/request';
import type { ApiResult } from '@/api/types';

/** Counts for the active role (GET /home/stats, docs/api.md). */
export interface HomeStats {
  schools: number;
  courses: number;
  teachers: number;
  classes: number;
  pendingApprovals: number;
  unreadMessages: number;
  activities: number;
}

export type StatKey = keyof HomeStats;

export async function getHomeStats(): Promise<HomeStats> {
  const answer = await get<ApiResult<HomeStats>>('/home/stats');
  if (!answer.data) throw new Error('home stats answer without data');
  return answer.data;
}
