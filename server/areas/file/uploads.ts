import { eq } from 'drizzle-orm';
import { contentMatchesExtension, leadingBytes } from '../../../src/utils/file-signature';
import { typeOfName } from './content-types';
import { ossFiles } from '../../db/schema';
import type { Db } from '../../db/types';
import type { Clock } from '../../lib/clock';
import type { Auth } from '../../lib/context';
import { fail } from '../../lib/errors';
import { createdBy } from '../../lib/records';

// Uploads (docs/api.md "Files"): any logged-in user stores a file, whose address then serves it
// to anyone (an upload field keeps the address). The bytes live in the table sys_oss_file.

export interface StoredFile {
  fileName: string;
  contentType: string;
  content: Uint8Array<ArrayBuffer>;
}

/** The address an upload is served at; an upload field keeps it as its value. */
export const ossUrl = (ossId: number, fileName: string) =>
  `/csp/system/oss/file/${ossId}/${encodeURIComponent(fileName)}`;

/** The file id inside an address `…/system/oss/file/{ossId}/{name}`; undefined for any other. */
export function ossIdOfUrl(url: string): number | undefined {
  const match = /\/system\/oss\/file\/(\d{1,9})\//.exec(url);
  return match ? Number(match[1]) : undefined;
}

export async function storeUpload(db: Db, clock: Clock, auth: Auth, file: File) {
  // Keep only the base name: some browsers send a path, and the name becomes part of a URL.
  const fileName = (file.name || 'file').split(/[\\/]/).pop() || 'file';
  // The content must fit the name's extension (the same table the upload widgets use).
  const extension = fileName.includes('.') ? fileName.split('.').pop()! : '';
  if (!contentMatchesExtension(extension, await leadingBytes(file)))
    fail(`文件内容与 ${extension} 格式不符`, `The file content does not match the ${extension} format`);
  // Browsers send octet-stream for types they do not know; the name may still tell.
  const contentType = file.type && file.type !== 'application/octet-stream' ? file.type : typeOfName(fileName);
  const content = new Uint8Array(await file.arrayBuffer());
  const [row] = await db
    .insert(ossFiles)
    .values({ fileName, contentType, size: content.byteLength, content, ...createdBy(auth, clock) })
    .returning({ ossId: ossFiles.ossId });
  return { fileName, url: ossUrl(row.ossId, fileName), ossId: row.ossId };
}

/** The stored file behind an id; undefined for an unknown one. */
export async function storedFile(db: Db, ossId: number): Promise<StoredFile | undefined> {
  const [row] = await db
    .select({ fileName: ossFiles.fileName, contentType: ossFiles.contentType, content: ossFiles.content })
    .from(ossFiles)
    .where(eq(ossFiles.ossId, ossId));
  return row;
}

/** The type of the upload whose address `url` is exactly; undefined for any other address. */
export async function uploadedTypeAt(db: Db, url: string): Promise<string | undefined> {
  const ossId = ossIdOfUrl(url);
  if (ossId === undefined) return undefined;
  const [row] = await db
    .select({ fileName: ossFiles.fileName, contentType: ossFiles.contentType })
    .from(ossFiles)
    .where(eq(ossFiles.ossId, ossId));
  return row && ossUrl(ossId, row.fileName) === url ? row.contentType : undefined;
}

export const FILE_NOT_FOUND = { zh: '文件不存在', en: 'The file does not exist' };
