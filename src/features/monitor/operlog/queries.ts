import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { getOperLog, recordHistory } from './api';

export const operLogKeys = queryKeys('monitor', 'operlog');

/** One entry with the records it changed; nothing is asked while no entry is chosen. */
export function useOperLogEntry(operId: number | null) {
  return useQuery({
    queryKey: operLogKeys.detail(operId),
    queryFn: () => getOperLog(operId!),
    enabled: operId !== null,
  });
}

/** The latest `size` entries of a record (table and key); nothing is asked while none is chosen. */
export function useRecordHistory(record: { tableName: string; recordKey: string } | null, size: number) {
  return useQuery({
    queryKey: operLogKeys.of('history', record?.tableName, record?.recordKey, size),
    queryFn: () => recordHistory(record!.tableName, record!.recordKey, size),
    enabled: record !== null,
  });
}
