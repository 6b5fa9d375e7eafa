import { i18n } from '@/i18n';
import { contentMatchesExtension, leadingBytes } from '@contract/file-signature';

/** Defaults of the file upload widget. */
export const FILE_TYPES = ['doc', 'xls', 'ppt', 'txt', 'pdf'];
export const IMAGE_TYPES = ['png', 'jpg', 'jpeg'];
export const MAX_SIZE_MB = 5;
export const MAX_FILES = 5;

export interface UploadLimits {
  /** allowed extensions without the dot, e.g. ['mp4']; empty allows any */
  fileTypes: readonly string[];
  /** largest file in MB; 0 for no limit */
  fileSize: number;
  /** most files in the value; 0 for no limit */
  limit: number;
  /** the size message: images have their own */
  sizeMessage?: 'tooBig' | 'imageTooBig';
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export interface Rejection {
  kind: 'type' | 'comma' | 'size' | 'count';
  message: string;
}

/**
 * Why a chosen file may not be uploaded, or null when it may (extension, a comma in
 * the name, size, then the number of files). `count` is how many files there would be with it.
 */
export function rejectReason(
  file: { name: string; size: number },
  count: number,
  limits: UploadLimits,
): Rejection | null {
  const { fileTypes, fileSize, limit, sizeMessage = 'tooBig' } = limits;
  if (fileTypes.length && !fileTypes.map((t) => t.toLowerCase()).includes(extensionOf(file.name))) {
    return { kind: 'type', message: i18n.t('widgets:upload.badType', { types: fileTypes.join('/') }) };
  }
  if (file.name.includes(',')) return { kind: 'comma', message: i18n.t('widgets:upload.commaInName') };
  if (fileSize > 0 && file.size > fileSize * 1024 * 1024) {
    return { kind: 'size', message: i18n.t(`widgets:upload.${sizeMessage}`, { size: fileSize }) };
  }
  return countRejection(count, limit);
}

/** The "too many files" rejection when `count` files would be more than `limit` (0: no limit), else null. */
export function countRejection(count: number, limit: number): Rejection | null {
  if (limit > 0 && count > limit) return { kind: 'count', message: i18n.t('widgets:upload.tooMany', { limit }) };
  return null;
}

/**
 * The wrong-format rejection when a file's leading bytes do not fit its extension (an executable
 * renamed `setup.png`), or null when they do. Run after `rejectReason`: it reads the file.
 */
export async function contentRejection(file: File, fileTypes: readonly string[]): Promise<Rejection | null> {
  if (contentMatchesExtension(extensionOf(file.name), await leadingBytes(file))) return null;
  const types = fileTypes.length ? fileTypes.join('/') : extensionOf(file.name);
  return { kind: 'type', message: i18n.t('widgets:upload.badType', { types }) };
}

/** The value of an upload field (comma-joined URLs) as a list, and back. */
export function splitUrls(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A readable name for an uploaded file: the last part of its URL. */
export function nameOfUrl(url: string): string {
  const last = url.split('?')[0].split('/').pop() ?? url;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}
