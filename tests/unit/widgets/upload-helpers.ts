import { http, HttpResponse } from 'msw';
import { server } from '@mock/node';

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

export function fileOf(name: string, sizeBytes = 10, type = 'application/octet-stream'): File {
  return new File([new Uint8Array(sizeBytes)], name, { type });
}

export const MB = 1024 * 1024;

export function fileInput(container: HTMLElement): HTMLInputElement {
  const input = container.querySelector('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input as HTMLInputElement;
}
