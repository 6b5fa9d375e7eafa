import type { Bilingual } from '../../../lib/lang';

// Where an upload's bytes go and come back from (docs/server.md "Areas", its paragraph on files):
// one interface, two places. The database keeps them in the file's own row; an S3-style bucket
// keeps them as an object the row names. Which one takes a new upload is the active storage
// configuration's choice (./choice.ts); a stored file is read from the place its row names,
// whatever is active.

/** The columns of sys_oss_file that say where a file's bytes are (exactly one place is set). */
export interface Placement {
  /** the bytes themselves, for a file kept in the database */
  content: Uint8Array<ArrayBuffer> | null;
  /** the storage configuration whose bucket holds the object */
  ossConfigId: number | null;
  objectKey: string | null;
}

/** A stored file's bytes as they are read: a stream, and its length for Content-Length. */
export interface FileBody {
  body: ReadableStream<Uint8Array>;
  size: number;
}

export interface NewObject {
  bytes: Uint8Array<ArrayBuffer>;
  contentType: string;
  fileName: string;
}

export interface FileStore {
  /** Stores the bytes; the answer is what the file's row records. */
  put(file: NewObject): Promise<Placement>;
  /** The bytes of a stored file; undefined when they are gone. */
  get(placement: Placement): Promise<FileBody | undefined>;
  /** Removes what `put` stored (an upload whose row could not be written). */
  delete(placement: Placement): Promise<void>;
}

/** The storage could not be reached in time (down, wrong address, timeout). */
export const storageUnreachable = (configKey: string): Bilingual => ({
  zh: `文件存储 ${configKey} 暂时无法访问，请稍后再试或联系管理员`,
  en: `The file storage ${configKey} cannot be reached right now; try again later or contact the administrator`,
});

/** The storage answered but refused (wrong keys, no such bucket, no permission). */
export const storageRefused = (configKey: string): Bilingual => ({
  zh: `文件存储 ${configKey} 拒绝了请求，请检查存储配置的访问站点、桶和密钥`,
  en: `The file storage ${configKey} refused the request; check the storage configuration's endpoint, bucket and keys`,
});
