import { HttpResponse } from 'msw';

export { typeOfName } from '../../server/areas/file/content-types';

// Raw file answers (downloads, uploaded files) instead of the JSON envelope.

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
