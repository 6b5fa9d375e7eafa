import { http, HttpResponse } from 'msw';
import { server } from '../helpers/msw-server';

/** Counts upload calls that reach the backend (a rejected file must send nothing). */
export function countUploads(): { readonly count: number; stop: () => void } {
  let count = 0;
  const listen = ({ request }: { request: Request }) => {
    if (request.url.includes('/system/oss/upload')) count++;
  };
  server.events.on('request:start', listen);
  return {
    get count() {
      return count;
    },
    stop: () => server.events.removeListener('request:start', listen),
  };
}

let next = 1;

/** The upload call answers like the backend: success with a URL, a refusal, or a dead network. */
export function answerUploads(kind: 'ok' | 'refused' | 'network') {
  server.use(
    http.post('*/csp/system/oss/upload', () => {
      if (kind === 'network') return HttpResponse.error();
      if (kind === 'refused') return HttpResponse.json({ code: 500, msg: '存储空间已满' });
      const id = next++;
      return HttpResponse.json({
        code: 200,
        msg: '操作成功',
        data: { fileName: `doc${id}.pdf`, url: `/csp/system/oss/file/${id}/doc${id}.pdf`, ossId: id },
      });
    }),
  );
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** How real files of each kind begin (written out here, independent of the code under test). */
const REAL_HEADERS: Record<string, number[]> = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpg: [0xff, 0xd8, 0xff, 0xe0],
  jpeg: [0xff, 0xd8, 0xff, 0xe0],
  gif: ascii('GIF89a'),
  webp: [...ascii('RIFF'), 0x24, 0, 0, 0, ...ascii('WEBPVP8 ')],
  pdf: ascii('%PDF-1.7\n'),
  doc: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
  xls: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
  ppt: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
  docx: ascii('PK\x03\x04'),
  xlsx: ascii('PK\x03\x04'),
  mp4: [0, 0, 0, 0x20, ...ascii('ftypisom')],
  txt: ascii('plain notes'),
};

/** A Windows executable's first bytes ("MZ"), the thing a renamed `setup.png` really is. */
export const EXECUTABLE_HEADER = [0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0];

/**
 * A file named `name` whose content begins like a real file of its extension (or with `header`);
 * the rest is filled with spaces (text) or zeros up to `sizeBytes`.
 */
export function fileOf(name: string, sizeBytes = 10, type = 'application/octet-stream', header?: number[]): File {
  const extension = name.split('.').pop()!.toLowerCase();
  const start = header ?? REAL_HEADERS[extension] ?? [];
  const bytes = new Uint8Array(Math.max(sizeBytes, start.length)).fill(extension === 'txt' ? 0x20 : 0);
  bytes.set(start);
  return new File([bytes], name, { type });
}

export const MB = 1024 * 1024;

export function fileInput(container: HTMLElement): HTMLInputElement {
  const input = container.querySelector('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input as HTMLInputElement;
}
