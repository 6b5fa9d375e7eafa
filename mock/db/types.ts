import type {
  Audit,
  ConfigRow,
  DictDataRow,
  DictTypeRow,
  ListClass,
  RoleRow,
  Status,
  UserRow,
} from '../../server/db/seed/rows/account';

// Row shapes of the mock database. The seeded tables' shapes are the server's seed rows
// (server/db/seed/rows/); the ones below exist only in the embedded backend.

export type { Audit, ConfigRow, DictDataRow, DictTypeRow, ListClass, RoleRow, Status, UserRow };

/** Metadata of an uploaded file; the bytes live in the file store (IndexedDB or memory). */
export interface OssFileRow {
  ossId: number;
  fileName: string;
  contentType: string;
  size: number;
  url: string;
  createBy: string;
  createTime: string;
}

export interface Session {
  token: string;
  userId: number;
  activeRoleId: number | null;
  /** Last authenticated call (ms); sessions expire two hours after it. */
  lastActive: number;
}

export interface Captcha {
  uuid: string;
  answer: string;
  expiresAt: number;
}

export interface LoginFailure {
  count: number;
  lockedUntil: number;
}
