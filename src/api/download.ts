import { i18n } from '@/i18n';
import { saveBlob } from '@/utils/save-blob';
import { feedback } from './feedback';
import { codeMessage } from './messages';
import { service } from './request';
import type { ApiResult } from './types';

/** A blob whose type is JSON is an error envelope, not the file. */
export function isFileBlob(blob: Blob): boolean {
  return !blob.type.toLowerCase().includes('application/json');
}

/** The message to show for a blob that turned out to be an error envelope. */
export async function blobErrorMessage(blob: Blob): Promise<string> {
  try {
    const body = JSON.parse(await blob.text()) as ApiResult;
    if (typeof body.code !== 'number' || body.code === 401) return i18n.t('request:invalidSession');
    return codeMessage(body.code, body.msg);
  } catch {
    return i18n.t('request:invalidSession');
  }
}

/** The UTF-8 `filename*` when the server sent one (it comes after an ASCII fallback), else `filename`. */
function fileNameFrom(disposition: string | undefined, fallback: string): string {
  const header = disposition ?? '';
  const encoded = /filename\*=UTF-8''([^";]+)/i.exec(header);
  if (encoded) return decodeURIComponent(encoded[1]);
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain ? plain[1] : fallback;
}

/** How much of a download has arrived, 0 to 100; null while the size is unknown. */
export type DownloadProgress = (percent: number | null) => void;

/**
 * Downloads `url` (under /csp) and saves it. Shows a loading message while the file comes and
 * the server's message when the answer is an error. Resolves true when a file was saved.
 */
export async function download(
  url: string,
  fileName: string,
  params?: Record<string, unknown>,
  onProgress?: DownloadProgress,
): Promise<boolean> {
  const key = `download-${url}`;
  void feedback.loading(i18n.t('request:downloading'), key);
  try {
    const response = await service.get<Blob>(url, {
      params,
      responseType: 'blob',
      onDownloadProgress: onProgress
        ? ({ loaded, total }) => onProgress(total ? Math.min(100, Math.round((loaded / total) * 100)) : null)
        : undefined,
    });
    const blob = response.data;
    if (!isFileBlob(blob)) {
      void feedback.replaceWithError(key, await blobErrorMessage(blob));
      return false;
    }
    saveBlob(blob, fileNameFrom(response.headers['content-disposition'] as string | undefined, fileName));
    void feedback.done(key);
    return true;
  } catch {
    // The request layer has already shown why.
    void feedback.done(key);
    return false;
  }
}

/** A lesson document. */
export function downloadPeriodDoc(id: number | string, fileName: string): Promise<boolean> {
  return download(`/course/periodDoc/download/${encodeURIComponent(String(id))}`, fileName);
}

/** A zip built by the backend at the given path; `onProgress` follows the bytes as they arrive. */
export function downloadZip(path: string, fileName: string, onProgress?: DownloadProgress): Promise<boolean> {
  return download(path, fileName.endsWith('.zip') ? fileName : `${fileName}.zip`, undefined, onProgress);
}
