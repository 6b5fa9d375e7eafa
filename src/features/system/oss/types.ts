import type { RecordForm } from '@contract/input/form';
import type { changedOssConfig } from '@contract/schemas/storage';

/** A storage configuration; the access key comes masked, the secret never comes back. */
export interface OssConfig {
  ossConfigId: number;
  configKey: string;
  accessKey: string;
  bucketName: string;
  prefix?: string;
  endpoint: string;
  domain?: string;
  isHttps: 'Y' | 'N';
  region?: string;
  accessPolicy: '0' | '1' | '2';
  /** "0": the active configuration (exactly one) */
  status: '0' | '1';
  remark?: string;
  createTime?: string;
}

/**
 * The dialog's values: the edit body the server checks (contract/schemas/storage.ts), whose secret
 * may be left empty to keep the stored one; a create's requires it.
 */
export type OssConfigForm = RecordForm<typeof changedOssConfig, 'ossConfigId'>;
