import { resource } from '@/api/resource';
import { del, put } from '@/api/request';
import type { ApiResult } from '@/api/types';
import type { LoginEntry } from './types';

// The login history's calls (docs/api.md "Login log"): list and delete in the usual shape.
export const loginEntries = resource<LoginEntry>('/monitor/logininfor', 'infoId');

/** Deletes every row. */
export const cleanLoginEntries = () => del<ApiResult>('/monitor/logininfor/clean');

/** Lifts the lock that wrong passwords put on the name. */
export const unlockAccount = (userName: string) =>
  put<ApiResult>(`/monitor/logininfor/unlock/${encodeURIComponent(userName)}`);
