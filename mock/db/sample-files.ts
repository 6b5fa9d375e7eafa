import { getFile, type StoredFile } from './files';

// Files that exist from the start: the seed attaches them to courses and lessons so that every
// previewable type can be opened without uploading anything. Their bytes are made on first use
// (nothing is stored), and they are served at the same kind of address as an uploaded file.

export interface SampleFile {
  ossId: number;
  fileName: string;
  contentType: string;
}

/** Seeded files live at ids far above anything an upload gets in a demo session. */
export const SAMPLE_FILES: readonly SampleFile[] = [
  { ossId: 90001, fileName: '教学设计.pdf', contentType: 'application/pdf' },
  {
    ossId: 90002,
    fileName: '课堂讲义.docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  {
    ossId: 90003,
    fileName: '实验记录表.xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  { ossId: 90004, fileName: '电路示意图.png', contentType: 'image/png' },
  { ossId: 90005, fileName: '演示视频.mp4', contentType: 'video/mp4' },
  { ossId: 90006, fileName: '阅读材料.txt', contentType: 'text/plain; charset=utf-8' },
  { ossId: 90007, fileName: '课堂提示音.wav', contentType: 'audio/wav' },
  { ossId: 90008, fileName: '教具清单.zip', contentType: 'application/zip' },
];

export const sampleUrl = (file: SampleFile) =>
  `/csp/system/oss/file/${file.ossId}/${encodeURIComponent(file.fileName)}`;

/** Placeholder bytes until the generators for each type exist. */
function generate(file: SampleFile): StoredFile {
  return { bytes: new TextEncoder().encode(file.fileName).buffer as ArrayBuffer, type: file.contentType };
}

/** The bytes behind a file id: an upload, or a seeded sample made on demand. */
export async function fileBytes(ossId: number): Promise<StoredFile | undefined> {
  const sample = SAMPLE_FILES.find((f) => f.ossId === ossId);
  return sample ? generate(sample) : getFile(ossId);
}
