// Which viewer opens a file: its extension first (servers often answer octet-stream), then the
// content type the server sent.

export type ViewerKind = 'pdf' | 'image' | 'video' | 'audio' | 'text' | 'docx' | 'xlsx' | 'other';

const BY_EXTENSION: Record<string, ViewerKind> = {
  pdf: 'pdf',
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  gif: 'image',
  webp: 'image',
  bmp: 'image',
  svg: 'image',
  mp4: 'video',
  webm: 'video',
  mp3: 'audio',
  wav: 'audio',
  ogg: 'audio',
  m4a: 'audio',
  txt: 'text',
  md: 'text',
  csv: 'text',
  log: 'text',
  docx: 'docx',
  xlsx: 'xlsx',
};

const BY_TYPE: [RegExp, ViewerKind][] = [
  [/^application\/pdf/, 'pdf'],
  [/^image\//, 'image'],
  [/^video\/(mp4|webm)/, 'video'],
  [/^audio\//, 'audio'],
  [/^text\//, 'text'],
  [/^application\/vnd\.openxmlformats-officedocument\.wordprocessingml\.document/, 'docx'],
  [/^application\/vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet/, 'xlsx'],
];

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export function viewerKind(fileName: string, contentType = ''): ViewerKind {
  const byName = BY_EXTENSION[extensionOf(fileName)];
  if (byName) return byName;
  const type = contentType.toLowerCase();
  return BY_TYPE.find(([pattern]) => pattern.test(type))?.[1] ?? 'other';
}
