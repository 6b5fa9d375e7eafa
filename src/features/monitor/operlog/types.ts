import type { AuditModule, BusinessType, ColumnChanges } from '@contract/monitor';

/** One entry of the audit trail: a writing call, who made it, from where, and how it ended. */
export interface OperLogEntry {
  operId: number;
  requestId: string;
  module: AuditModule | string;
  businessType: BusinessType | string;
  method: string;
  path: string;
  userId: number | null;
  operName: string;
  roleKey: string;
  schoolId: number | null;
  operIp: string;
  browser: string;
  os: string;
  /** 0 succeeded, 1 refused or failed */
  status: number;
  errorMsg: string;
  /** milliseconds */
  costTime: number;
  /** ISO time */
  operTime: string;
  /** the entry of a deletion or clean-up of the log: nobody may delete it */
  kept: boolean;
}

/** One record an entry changed: its table, its key, and its columns old → new. */
export interface RecordChange {
  tableName: string;
  recordKey: string;
  action: 'INSERT' | 'UPDATE' | 'DELETE';
  changes: ColumnChanges;
}

/** An entry with every record it changed (GET /monitor/operlog/{operId}), or with the changes of one record (history). */
export interface OperLogDetail extends OperLogEntry {
  changes: RecordChange[];
  /** the role's and the school's names as they are now (GET /monitor/operlog/{operId} only; null once gone) */
  roleName?: string | null;
  roleNameEn?: string | null;
  schoolName?: string | null;
  schoolNameEn?: string | null;
}
