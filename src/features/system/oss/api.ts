import { del, get, post, put } from '@/api/request';
import type { ApiResult, PageResult } from '@/api/types';
import type { ListQuery } from '@/hooks/useListState';

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

export const listOssConfigs = (query: ListQuery) =>
  get<PageResult<OssConfig>>('/system/oss/config/list', { params: query });

export const saveOssConfig = (form: OssConfigForm) =>
  form.ossConfigId ? put<ApiResult>('/system/oss/config', form) : post<ApiResult>('/system/oss/config', form);

export const deleteOssConfigs = (ids: number[]) => del<ApiResult>(`/system/oss/config/${ids.join(',')}`);

/** Switching one on switches every other off. */
export const changeOssConfigStatus = (ossConfigId: number, status: '0' | '1') =>
  put<ApiResult>('/system/oss/config/changeStatus', { ossConfigId, status });
