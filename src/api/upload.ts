import { post } from './request';
import type { ApiResult } from './types';

export interface UploadedFile {
  fileName: string;
  url: string;
  ossId?: number | string;
}

/**
 * What an upload is for: an avatar is the one upload an account without a role may make, and it
 * must be an image (the server's rule, docs/api.md "Files"); anything else is a file.
 */
export type UploadPurpose = 'avatar' | 'file';

/**
 * POST /system/oss/upload with the multipart field `file`; `onProgress` hears the share sent (0..1).
 * The answer's `url` is signed for the caller: show and link it as it is, and save it as it is
 * (the server keeps the address without the signature).
 */
export function uploadFile(
  file: File | Blob,
  name?: string,
  onProgress?: (share: number) => void,
  purpose: UploadPurpose = 'file',
): Promise<ApiResult<UploadedFile>> {
  const form = new FormData();
  form.append('file', file, name ?? (file instanceof File ? file.name : 'file'));
  return post<ApiResult<UploadedFile>>('/system/oss/upload', form, {
    repeatSubmit: false,
    params: purpose === 'avatar' ? { purpose } : undefined,
    headers: { 'Content-Type': 'multipart/form-data' },
    onUploadProgress: onProgress && ((event) => onProgress(event.total ? event.loaded / event.total : 0)),
  });
}
