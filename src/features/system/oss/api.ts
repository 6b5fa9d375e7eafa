import { del, get, post, put } from '@/api/request';
import type { ApiResult, PageResult } from '@/api/types';
import type { ListQuery } from '@/hooks/useListState';
import type { OssConfig, OssConfigForm } from './types';

export const listOssConfigs = (query: ListQuery) =>
  get<PageResult<OssConfig>>('/system/oss/config/list', { params: query });

export const saveOssConfig = (form: OssConfigForm) =>
  form.ossConfigId ? put<ApiResult>('/system/oss/config', form) : post<ApiResult>('/system/oss/config', form);

export const deleteOssConfigs = (ids: number[]) => del<ApiResult>(`/system/oss/config/${ids.join(',')}`);

/** Switching one on switches every other off. */
export const changeOssConfigStatus = (ossConfigId: number, status: '0' | '1') =>
  put<ApiResult>('/system/oss/config/changeStatus', { ossConfigId, status });
