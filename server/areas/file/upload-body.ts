import { contentMatchesExtension, isProgram, leadingBytes } from '@contract/file-signature';
import { fail } from '../../lib/errors';
import { uploadType } from './content-types';

// What the server takes from an upload's request, whatever the client sends (docs/api.md "Files").
// Size: the limit is enforced while the body arrives: a declared length over it is refused
// before a byte is read, and a body that grows past it is cut off there (its stream cancelled), so
// a client sending a gigabyte costs the server at most the limit. The multipart envelope around the
// file (boundary, part headers, other fields) gets a small allowance on top; the file's own size is
// checked exactly once the form is parsed.
// Count: one file per request, and the form's parts are counted before it is parsed (parsing
// tens of thousands of tiny parts held the process for seconds).
// Type: the content must fit the name's extension, the type stored is the content's, never the
// declared one (content-types.ts), and no program is taken under any name.

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const ENVELOPE_ALLOWANCE = 64 * 1024;
const MAX_BODY_BYTES = MAX_UPLOAD_BYTES + ENVELOPE_ALLOWANCE;

export const tooLarge = (): never =>
  fail('上传文件大小不能超过 5 MB', 'The uploaded file must not be larger than 5 MB');

const noFile = (): never => fail('请选择要上传的文件（字段 file）', 'Please choose a file to upload (field "file")');

/** The file, and room for a field or two a client adds beside it. */
const MAX_PARTS = 4;

const tooMany = (): never => fail('一次只能上传一个文件', 'Upload one file at a time');

const program = (): never => fail('不能上传可执行程序', 'Programs may not be uploaded');

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

/**
 * How many parts a multipart body holds: its delimiters (`--boundary` at the start or after a
 * line break) less the closing one. A search through the bytes, nothing parsed.
 */
function partCount(body: Uint8Array, contentType: string): number {
  const boundary = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  if (!boundary) return 0;
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const delimiter = Buffer.from(`\r\n--${boundary[1] ?? boundary[2]}`);
  let count = bytes.subarray(0, delimiter.length - 2).equals(delimiter.subarray(2)) ? 1 : 0;
  for (let at = bytes.indexOf(delimiter); at !== -1; at = bytes.indexOf(delimiter, at + delimiter.length)) count++;
  return count - 1;
}

/**
 * The multipart field `file` of an upload, typed by its content; refused when there is none,
 * it is over the limit, there is more than one file, its content does not fit its name, or it is
 * a program.
 */
export async function readUploadedFile(request: Request): Promise<File> {
  const body = await cappedBody(request);
  const contentType = request.headers.get('Content-Type') ?? '';
  if (partCount(body, contentType) > MAX_PARTS) tooMany();
  let form: FormData | undefined;
  try {
    form = await new Response(body, { headers: { 'Content-Type': contentType } }).formData();
  } catch {
    // not multipart at all: answered as "no file"
  }
  const file = form?.get('file');
  if (!file || typeof file === 'string') return noFile();
  if ([...form!.values()].filter((value) => typeof value !== 'string').length > 1) tooMany();
  if (file.size > MAX_UPLOAD_BYTES) tooLarge();
  const head = await leadingBytes(file);
  // the content must fit the name's extension (the same table the upload widgets use)
  const extension = /\.([^./\\]*)$/.exec(file.name)?.[1] ?? '';
  if (!contentMatchesExtension(extension, head))
    fail(`文件内容与 ${extension} 格式不符`, `The file content does not match the ${extension} format`);
  if (isProgram(head)) program();
  // the declared type is dropped here: only the name and the content count
  return new File([file], file.name, { type: uploadType(file.name, head) });
}
