// Files that exist from the start: the seed attaches them to courses and lessons so that every
// previewable type can be opened without uploading anything, and stores their bytes like an
// upload's (demo-files.ts). Each type's bytes are made by its own generator beside this file.

export interface SampleFile {
  ossId: number;
  fileName: string;
  contentType: string;
  /** bytes of the generated file (a test keeps it equal to what the generator makes) */
  size: number;
}

/** Seeded files live at fixed ids, far above the demo's own uploads. */
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

/** One generator per type, each its own module (a bundle loads only the ones it uses). */
const MAKERS: Record<string, () => Promise<{ default: Maker }>> = {
  pdf: () => import('./pdf'),
  docx: () => import('./docx'),
  xlsx: () => import('./xlsx'),
  png: () => import('./png'),
  mp4: () => import('./mp4'),
  txt: () => import('./text'),
  wav: () => import('./wav'),
  zip: () => import('./zip'),
};

const extensionOf = (fileName: string) => fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();

/** The bytes of a sample, made by its type's generator (deterministic: the same file each time). */
export async function makeSample(file: SampleFile): Promise<Uint8Array> {
  const load = MAKERS[extensionOf(file.fileName)];
  if (!load) throw new Error(`no generator for sample ${file.fileName}`);
  return (await load()).default();
}
