import { contentMatchesExtension } from '@contract/file-signature';

// The content type an upload is stored and served with: never the one the client declared (a
// page sent as "text/html" would be served as a page of this site), always one the server chose.

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
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
  mov: 'video/quicktime',
};

/** Kinds the leading bytes tell alone, for a name that names none. */
const SNIFFED = ['png', 'jpg', 'gif', 'webp', 'pdf', 'mp4'];

/** Content type from the file name, for uploads whose browser sent none. */
export function typeOfName(fileName: string): string {
  const ext = fileName.includes('.') ? fileName.split('.').pop()!.toLowerCase() : '';
  return TYPES[ext] ?? 'application/octet-stream';
}

/**
 * The type of an upload: the one its name's extension names (the upload has been refused unless
 * its content fits that extension: uploads.ts), else the one its leading bytes `head` show, else
 * plain bytes (application/octet-stream, which a browser downloads instead of showing).
 */
export function uploadType(fileName: string, head: Uint8Array): string {
  const named = typeOfName(fileName);
  if (named !== 'application/octet-stream') return named;
  const sniffed = SNIFFED.find((extension) => contentMatchesExtension(extension, head));
  return sniffed ? TYPES[sniffed] : named;
}
