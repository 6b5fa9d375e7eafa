/**
 * What a file's leading bytes say it is. The upload widgets and the server both check that a
 * file's content matches its extension, so an executable renamed `setup.png` is refused whatever
 * its name says. Pure data and functions: shared by the browser code and the server.
 */

/** How many leading bytes the checks need (text detection looks at the first KB). */
export const SIGNATURE_BYTES = 1024;

type Check = (bytes: Uint8Array) => boolean;

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

function startsWith(signature: readonly number[], offset = 0): Check {
  return (bytes) => bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
}

const either =
  (...checks: Check[]): Check =>
  (bytes) =>
    checks.some((check) => check(bytes));

const both =
  (...checks: Check[]): Check =>
  (bytes) =>
    checks.every((check) => check(bytes));

/** Legacy Office documents (doc, xls, ppt) are OLE compound files. */
const OLE = startsWith([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** docx, xlsx, pptx are zip archives (an empty archive starts with the end record). */
const ZIP = either(startsWith(ascii('PK\x03\x04')), startsWith(ascii('PK\x05\x06')));
const PNG = startsWith([0x89, 0x50, 0x4e, 0x47]);
const JPEG = startsWith([0xff, 0xd8, 0xff]);
const GIF = either(startsWith(ascii('GIF87a')), startsWith(ascii('GIF89a')));
const WEBP = both(startsWith(ascii('RIFF')), startsWith(ascii('WEBP'), 8));
const PDF = startsWith(ascii('%PDF'));
/** ISO media (mp4, m4a, mov): a box size, then `ftyp`. */
const ISO_MEDIA = startsWith(ascii('ftyp'), 4);
/** mp3: an ID3 tag, or straight into an MPEG audio frame (11 set sync bits). */
const MP3 = either(startsWith(ascii('ID3')), (b) => b.length >= 2 && b[0] === 0xff && (b[1] & 0xe0) === 0xe0);

function decodes(bytes: Uint8Array, encoding: string): boolean {
  try {
    // stream: a character cut at the end of the sampled bytes is not an error.
    new TextDecoder(encoding, { fatal: true }).decode(bytes, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/** Plain text: no NUL byte in the first KB, and valid UTF-8 or GBK. */
const TEXT: Check = (bytes) => {
  const head = bytes.subarray(0, SIGNATURE_BYTES);
  return !head.includes(0) && (decodes(head, 'utf-8') || decodes(head, 'gbk'));
};

/** Signature by extension; extensions not listed have no known signature and are not checked. */
const SIGNATURES: Record<string, Check> = {
  png: PNG,
  jpg: JPEG,
  jpeg: JPEG,
  gif: GIF,
  webp: WEBP,
  pdf: PDF,
  doc: OLE,
  xls: OLE,
  ppt: OLE,
  docx: ZIP,
  xlsx: ZIP,
  pptx: ZIP,
  zip: ZIP,
  mp4: ISO_MEDIA,
  m4a: ISO_MEDIA,
  mov: ISO_MEDIA,
  mp3: MP3,
  txt: TEXT,
  csv: TEXT,
  md: TEXT,
};

/** A Windows program's header: `MZ`, then binary fields (a text that starts with MZ is no program). */
const WINDOWS_PROGRAM = both(startsWith(ascii('MZ')), (bytes) => bytes.subarray(0, 64).includes(0));

/**
 * A program for Windows (MZ), Linux (ELF) or macOS (Mach-O, also a universal binary or a Java
 * class): no upload field takes one, whatever its name.
 */
export const isProgram: Check = either(
  WINDOWS_PROGRAM,
  startsWith([0x7f, 0x45, 0x4c, 0x46]),
  startsWith([0xfe, 0xed, 0xfa, 0xce]),
  startsWith([0xce, 0xfa, 0xed, 0xfe]),
  startsWith([0xfe, 0xed, 0xfa, 0xcf]),
  startsWith([0xcf, 0xfa, 0xed, 0xfe]),
  startsWith([0xca, 0xfe, 0xba, 0xbe]),
);

/** True when the bytes fit the extension (or the extension has no known signature). */
export function contentMatchesExtension(extension: string, head: Uint8Array): boolean {
  const check = SIGNATURES[extension.toLowerCase()];
  return check ? check(head) : true;
}

/** The leading bytes of a file or blob, enough for `contentMatchesExtension`. */
export async function leadingBytes(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
}
