import { post } from './request';
import type { ApiResult } from './types';

export interface UploadedFile {
  fileName: string;
  url: string;
  ossId?: number | string;
}

/** POST /system/oss/upload with the multipart field `file`; `onProgress` hears the share sent (0..1). */
export function uploadFile(
  file: File | Blob,
  name?: string,
  onProgress?: (share: number) => void,
): Promise<ApiResult<UploadedFile>> {
  const form = new FormData();
  form.append('file', file, name ?? (file instanceof File ? file.name : 'file'));
  return post<ApiResult<UploadedFile>>('/system/oss/upload', form, {
    repeatSubmit: false,
    headers: { 'Content-Type': 'multipart/form-data' },
    onUploadProgress: onProgress && ((event) => onProgress(event.total ? event.loaded / event.total : 0)),
  });
}
