import { resource } from '@/api/resource';
import { put } from '@/api/request';
import type { ApiResult } from '@/api/types';
import type { OssConfig, OssConfigForm } from './types';

export const ossConfigs = resource<OssConfig, OssConfigForm>('/system/oss/config', 'ossConfigId');

/** Switching one on switches every other off. */
export const changeOssConfigStatus = (ossConfigId: number, status: '0' | '1') =>
  put<ApiResult>('/system/oss/config/changeStatus', { ossConfigId, status });
