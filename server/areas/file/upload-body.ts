import { fail } from '../../lib/errors';

// The upload's limit is enforced while the body arrives: a declared length over it is refused
// before a byte is read, and a body that grows past it is cut off there (its stream cancelled), so
// a client sending a gigabyte costs the server at most the limit. The multipart envelope around the
// file (boundary, part headers, other fields) gets a small allowance on top; the file's own size is
// checked exactly once the form is parsed.

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const ENVELOPE_ALLOWANCE = 64 * 1024;
const MAX_BODY_BYTES = MAX_UPLOAD_BYTES + ENVELOPE_ALLOWANCE;

export const tooLarge = (): never =>
  fail('上传文件大小不能超过 5 MB', 'The uploaded file must not be larger than 5 MB');

const noFile = (): never => fail('请选择要上传的文件（字段 file）', 'Please choose a file to upload (field "file")');

/** The request body, read chunk by chunk and refused as soon as it passes the limit. */
async function cappedBody(request: Request): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('Content-Length') ?? NaN);
  if (declared > MAX_BODY_BYTES) tooLarge();
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > MAX_BODY_BYTES) {
      await reader.cancel();
      tooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}

/** The multipart field `file` of an upload; refused when there is none or it is over the limit. */
export async function readUploadedFile(request: Request): Promise<File> {
  const body = await cappedBody(request);
  let form: FormData | undefined;
  try {
    form = await new Response(body, {
      headers: { 'Content-Type': request.headers.get('Content-Type') ?? '' },
    }).formData();
  } catch {
    // not multipart at all: answered as "no file"
  }
  const file = form?.get('file');
  if (!file || typeof file === 'string') return noFile();
  if (file.size > MAX_UPLOAD_BYTES) tooLarge();
  return file;
}
