import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { courseFileBlob, fetchFileBlob, getCourseFile } from './api';

export const previewKeys = queryKeys('preview');

// A failed file does not get better by asking again at once: the page offers no retry storm.
const once = { retry: false, refetchOnWindowFocus: false } as const;
/** Bytes stay a minute after the page closes: reopening the tab does not fetch them again. */
const BYTES_KEPT_MS = 60_000;

export function useCourseFile(fileId: string) {
  return useQuery({
    queryKey: previewKeys.detail(fileId),
    queryFn: () => getCourseFile(fileId),
    enabled: fileId !== '',
    ...once,
  });
}

export function useCourseFileBytes(fileId: string, enabled: boolean) {
  return useQuery({
    queryKey: previewKeys.of('bytes', 'course', fileId),
    queryFn: () => courseFileBlob(fileId),
    enabled,
    staleTime: Infinity,
    gcTime: BYTES_KEPT_MS,
    ...once,
  });
}

/** `path` is below the backend base; null (an address that is not allowed) asks nothing. */
export function useUploadedFileBytes(path: string | null) {
  return useQuery({
    queryKey: previewKeys.of('bytes', 'path', path),
    queryFn: () => fetchFileBlob(path!),
    enabled: path !== null,
    staleTime: Infinity,
    gcTime: BYTES_KEPT_MS,
    ...once,
  });
}
