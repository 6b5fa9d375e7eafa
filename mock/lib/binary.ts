import { HttpResponse } from 'msw';

// Raw file answers (downloads, uploaded files) instead of the JSON envelope.

const TYPES: Record<string, string> = {
  txt: 'text/plain; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  json: 'application/json',
  pdf: 'application/pdf',
  zip: 'application/zip',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  webp: 'image/webp',
  mp4: 'video/mp4',
};

/** Content type from the file name, for uploads whose browser sent none. */
export function typeOfName(fileName: string): string {
  const ext = fileName.includes('.') ? fileName.split('.').pop()!.toLowerCase() : '';
  return TYPES[ext] ?? 'application/octet-stream';
}

/**
 * The bytes with their type and name. Content-Disposition carries an ASCII fallback and the
 * UTF-8 name (RFC 6266); `download-filename` repeats it encoded, as RuoYi backends do.
 */
export function fileResponse(
  bytes: ArrayBuffer,
  type: string,
  fileName: string,
  disposition: 'inline' | 'attachment',
): Response {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName);
  return new HttpResponse(bytes, {
    headers: {
      'Content-Type': type,
      // lets a client show how much of a download has arrived
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`,
      'download-filename': encoded,
    },
  });
}
