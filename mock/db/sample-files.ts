import { getFile, type StoredFile } from './files';

// Files that exist from the start: the seed attaches them to courses and lessons so that every
// previewable type can be opened without uploading anything. Their bytes are made on first use
// (nothing is stored), and they are served at the same kind of address as an uploaded file.

export interface SampleFile {
  ossId: number;
  fileName: string;
  contentType: string;
  /** bytes of the generated file (a test keeps it equal to what the generator makes) */
  size: number;
}

/** Seeded files live at ids far above anything an upload gets in a demo session. */
export const SAMPLE_FILES: readonly SampleFile[] = [
  { ossId: 90001, fileName: '教学设计.pdf', contentType: 'application/pdf', size: 4654 },
  {
    ossId: 90002,
    fileName: '课堂讲义.docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    size: 2509,
  },
  {
    ossId: 90003,
    fileName: '实验记录表.xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    size: 3059,
  },
  { ossId: 90004, fileName: '电路示意图.png', contentType: 'image/png', size: 987 },
  { ossId: 90005, fileName: '演示视频.mp4', contentType: 'video/mp4', size: 8833 },
  { ossId: 90006, fileName: '阅读材料.txt', contentType: 'text/plain; charset=utf-8', size: 494 },
  { ossId: 90007, fileName: '课堂提示音.wav', contentType: 'audio/wav', size: 13644 },
  { ossId: 90008, fileName: '教具清单.zip', contentType: 'application/zip', size: 491 },
];

export const sampleUrl = (file: SampleFile) =>
  `/csp/system/oss/file/${file.ossId}/${encodeURIComponent(file.fileName)}`;

type Maker = () => Uint8Array | Promise<Uint8Array>;

/** One generator per type, each its own module so the mock's main chunk stays small. */
const MAKERS: Record<string, () => Promise<{ default: Maker }>> = {
  pdf: () => import('./samples/pdf'),
  docx: () => import('./samples/docx'),
  xlsx: () => import('./samples/xlsx'),
  png: () => import('./samples/png'),
  mp4: () => import('./samples/mp4'),
  txt: () => import('./samples/text'),
  wav: () => import('./samples/wav'),
  zip: () => import('./samples/zip'),
};

const extensionOf = (fileName: string) => fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();

/** Made once per session: the generators are deterministic, so a cached copy is the same file. */
const made = new Map<number, Promise<StoredFile>>();

async function generate(file: SampleFile): Promise<StoredFile> {
  const load = MAKERS[extensionOf(file.fileName)];
  if (!load) throw new Error(`no generator for sample ${file.fileName}`);
  const bytes = await (await load()).default();
  // A copy that owns exactly these bytes (a view may sit inside a larger buffer).
  return { bytes: bytes.slice().buffer as ArrayBuffer, type: file.contentType };
}

export function sampleFile(ossId: number): SampleFile | undefined {
  return SAMPLE_FILES.find((f) => f.ossId === ossId);
}

/** The bytes behind a file id: an upload, or a seeded sample made on demand. */
export async function fileBytes(ossId: number): Promise<StoredFile | undefined> {
  const sample = sampleFile(ossId);
  if (!sample) return getFile(ossId);
  let bytes = made.get(ossId);
  if (!bytes) {
    bytes = generate(sample);
    made.set(ossId, bytes);
    // A failed generation is not cached: the next call tries again.
    bytes.catch(() => made.delete(ossId));
  }
  return bytes;
}

/** The file id inside a stored file's address (`/csp/system/oss/file/{ossId}/{name}`). */
export function ossIdOfUrl(url: string): number | undefined {
  const match = /\/system\/oss\/file\/(\d+)\//.exec(url);
  return match ? Number(match[1]) : undefined;
}
