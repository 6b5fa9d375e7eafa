import { eq } from 'drizzle-orm';
import { ossFiles } from '../../db/schema';
import type { Db } from '../../db/types';
import type { Auth } from '../../lib/context';
import { createdBy } from '../../lib/records';
import { addressName, storedName } from './file-names';
import { activeStore, storeHolding, type StorageContext } from './storage/choice';
import type { FileBody } from './storage/file-store';

// Uploads (docs/api.md "Files"): a logged-in user stores a file (within upload-rules.ts), whose
// address an upload field keeps; who may fetch it is raw-access.ts's. A row of sys_oss_file records each one; its
// bytes are where the active storage configuration put them (storage/choice.ts): in the row, or
// in a bucket the row names. The address is the server's in both cases.

export interface StoredFile extends FileBody {
  fileName: string;
  contentType: string;
}

/** The address an upload is served at; an upload field keeps it as its value. */
export const ossUrl = (ossId: number, fileName: string) => `/csp/system/oss/file/${ossId}/${addressName(fileName)}`;

/** The file id inside an address `…/system/oss/file/{ossId}/{name}`; undefined for any other. */
export function ossIdOfUrl(url: string): number | undefined {
  const match = /\/system\/oss\/file\/(\d{1,9})\//.exec(url);
  return match ? Number(match[1]) : undefined;
}

export async function storeUpload(ctx: StorageContext, auth: Auth, file: File) {
  // Keep only the base name: some browsers send a path, and the name becomes part of a URL.
  const fileName = storedName((file.name || 'file').split(/[\\/]/).pop() || 'file');
  // checked against its name and typed by its content, never by the client (upload-body.ts)
  const contentType = file.type;
  const bytes = new Uint8Array(await file.arrayBuffer());
  const store = await activeStore(ctx);
  // the bytes first: a row is only written for bytes that are stored
  const placement = await store.put({ bytes, contentType, fileName });
  try {
    const [row] = await ctx.db
      .insert(ossFiles)
      .values({ fileName, contentType, size: bytes.byteLength, ...placement, ...createdBy(auth, ctx.clock) })
      .returning({ ossId: ossFiles.ossId });
    return { fileName, url: ossUrl(row.ossId, fileName), ossId: row.ossId };
  } catch (error) {
    await store.delete(placement);
    throw error;
  }
}

/** The stored file behind an id, its bytes from wherever they were written; undefined when unknown or gone. */
export async function storedFile(ctx: StorageContext, ossId: number): Promise<StoredFile | undefined> {
  const [row] = await ctx.db
    .select({
      fileName: ossFiles.fileName,
      contentType: ossFiles.contentType,
      content: ossFiles.content,
      ossConfigId: ossFiles.ossConfigId,
      objectKey: ossFiles.objectKey,
    })
    .from(ossFiles)
    .where(eq(ossFiles.ossId, ossId));
  if (!row) return undefined;
  const body = await (await storeHolding(ctx, row)).get(row);
  return body && { fileName: row.fileName, contentType: row.contentType, ...body };
}

/** The whole bytes of a stored file (a ZIP's entry); undefined when unknown or gone. */
export async function storedBytes(ctx: StorageContext, ossId: number): Promise<Uint8Array | undefined> {
  const file = await storedFile(ctx, ossId);
  return file && new Uint8Array(await new Response(file.body).arrayBuffer());
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
