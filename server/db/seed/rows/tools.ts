import type { Audit, Status } from './account';

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

export type Flag = '0' | '1';

export interface GenColumnRow {
  columnId: number;
  columnName: string;
  columnComment: string;
  columnType: string;
  javaType: string;
  javaField: string;
  isPk: Flag;
  isRequired: Flag;
  isInsert: Flag;
  isEdit: Flag;
  isList: Flag;
  isQuery: Flag;
  queryType: string;
  htmlType: string;
  dictType: string;
  sort: number;
}

export interface GenTableRow extends Audit {
  tableId: number;
  tableName: string;
  tableComment: string;
  className: string;
  functionAuthor: string;
  columns: GenColumnRow[];
}
