import { blobErrorMessage, download, downloadPeriodDoc, isFileBlob } from '@/api/download';
import { get, service } from '@/api/request';
import type { ApiResult } from '@/api/types';
import type { CourseFileInfo } from './types';

/** The server answered JSON (an error envelope) where the file's bytes were expected. */
export class FileLoadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FileLoadError';
  }
}

const id = (fileId: string | number) => encodeURIComponent(String(fileId));

export async function getCourseFile(fileId: string): Promise<CourseFileInfo> {
  const answer = await get<ApiResult<CourseFileInfo>>(`/course/file/${id(fileId)}`);
  if (!answer.data) throw new FileLoadError(answer.msg);
  return answer.data;
}

/** A file's bytes from a path under the backend; a JSON answer becomes a FileLoadError. */
export async function fetchFileBlob(path: string): Promise<Blob> {
  const response = await service.get<Blob>(path, { responseType: 'blob' });
  if (!isFileBlob(response.data)) throw new FileLoadError(await blobErrorMessage(response.data));
  return response.data;
}

export const courseFileBlob = (fileId: string) => fetchFileBlob(`/course/file/${id(fileId)}/preview`);

/** A course file's download: the backend refuses files that are not downloadable. */
export const downloadCourseFile = (fileId: number, fileName: string) => downloadPeriodDoc(fileId, fileName);

export const downloadUploadedFile = (path: string, fileName: string) => download(path, fileName);
