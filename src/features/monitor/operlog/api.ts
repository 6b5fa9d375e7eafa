import { resource } from '@/api/resource';
import { del, get } from '@/api/request';
import type { ApiResult, PageResult } from '@/api/types';
import type { OperLogDetail, OperLogEntry } from './types';

// docs/api.md "Monitoring": the operation log's calls.

const entries = resource<OperLogEntry>('/monitor/operlog', 'operId');

/** The list and delete-selected; the log is never written from the console. */
export const operLogs = { idField: entries.idField, list: entries.list, remove: entries.remove };

/** One entry with every record it changed. */
export async function getOperLog(operId: number): Promise<OperLogDetail | null> {
  return (await get<ApiResult<OperLogDetail>>(`/monitor/operlog/${operId}`)).data ?? null;
}

/** A record's entries, newest first, each with what it changed of that record. */
export function recordHistory(tableName: string, recordKey: string, pageSize: number) {
  return get<PageResult<OperLogDetail>>('/monitor/operlog/history', {
    params: { tableName, recordKey, pageNum: 1, pageSize },
  });
}

/** Deletes every entry the caller sees but the kept ones. */
export function cleanOperLog() {
  return del<ApiResult>('/monitor/operlog/clean');
}
