import type { Audit, Status } from './account';
import type { GenColumn } from '@contract/codegen';
export type { Flag } from '@contract/codegen';

// Row shapes of the storage-configuration and code-generation tables (RuoYi's sys_oss_config,
// gen_table and gen_table_column).

export interface OssConfigRow extends Audit {
  ossConfigId: number;
  /** local, minio, aliyun, qcloud, ... */
  configKey: string;
  accessKey: string;
  /** never answered; a write with an empty secret keeps the stored one */
  secretKey: string;
  bucketName: string;
  prefix: string;
  endpoint: string;
  domain: string;
  isHttps: 'Y' | 'N';
  region: string;
  /** 0 private, 1 public, 2 custom */
  accessPolicy: '0' | '1' | '2';
  /** "0": the one active configuration; every other is "1" */
  status: Status;
}

/** A generated table's column: the generator screen's own shape. */
export type GenColumnRow = GenColumn;

export interface GenTableRow extends Audit {
  tableId: number;
  tableName: string;
  tableComment: string;
  className: string;
  functionAuthor: string;
  columns: GenColumnRow[];
}
