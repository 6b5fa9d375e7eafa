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

export type OssConfigForm = Omit<OssConfig, 'ossConfigId' | 'status' | 'createTime'> & {
  ossConfigId?: number;
  /** required on create; empty on edit keeps the stored one */
  secretKey?: string;
};
