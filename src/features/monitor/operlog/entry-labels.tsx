import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { OperLogEntry } from './types';

// How an entry's stored codes read in the user's language (the list, its export and the dialogs).

/** The area an operation belongs to (contract/monitor.ts AUDIT_MODULES). */
export const moduleName = (t: TFunction, module: string) => t(`monitor:module.${module}`, { defaultValue: module });

/** The kind of operation (contract/monitor.ts BUSINESS_TYPES). */
export const operationName = (t: TFunction, type: string) => t(`monitor:operation.${type}`, { defaultValue: type });

export const statusName = (t: TFunction, status: number) =>
  t(status === 0 ? 'monitor:status.succeeded' : 'monitor:status.failed');

export function StatusTag({ t, status }: { t: TFunction; status: number }) {
  return <Tag color={status === 0 ? 'success' : 'error'}>{statusName(t, status)}</Tag>;
}

/** "Chrome 120 · Windows 10"; empty parts left out. */
export const clientOf = (entry: Pick<OperLogEntry, 'browser' | 'os'>) =>
  [entry.browser, entry.os].filter(Boolean).join(' · ');
