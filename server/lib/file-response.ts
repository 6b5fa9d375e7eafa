// A file answer (docs/api.md "Envelope"): raw bytes with their type and name instead of the JSON
// envelope. Content-Disposition carries an ASCII fallback and the UTF-8 name (RFC 6266);
// `download-filename` repeats it encoded, as RuoYi backends do. A failed file call answers the
// JSON envelope (application/json), so a client can tell an error from a file.

export type Disposition = 'inline' | 'attachment';

function fileHeaders(type: string, fileName: string, disposition: Disposition): Record<string, string> {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName);
  return {
    'Content-Type': type,
    'Content-Disposition': `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`,
    'download-filename': encoded,
    // the browser keeps to the stated type instead of guessing one from the bytes
    'X-Content-Type-Options': 'nosniff',
    // an uploaded HTML or SVG opened at its address runs no script on the console's origin
    'Content-Security-Policy':
      "sandbox; default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'",
  };
}

/**
 * A file sent while it is read or made: a stored file coming from its bucket, with its length
 * when the storage told it, or a course's ZIP, whose length is not known up front.
 */
export function fileStreamResponse(
  body: ReadableStream<Uint8Array>,
  type: string,
  fileName: string,
  disposition: Disposition,
  length?: number,
): Response {
  const headers = fileHeaders(type, fileName, disposition);
  return new Response(body, {
    headers:
      length !== undefined && Number.isFinite(length) ? { ...headers, 'Content-Length': String(length) } : headers,
  });
}
