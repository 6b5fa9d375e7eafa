import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

// A Server-Sent Events stream read as a browser's EventSource reads it, from a server process or
// through nginx (HTTPS with the run's own certificate): the text so far, and a wait for a piece.

export interface EventStream {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  text(): string;
  /** waits up to `ms` for `needle`; false when it did not come */
  waitFor(needle: string, ms?: number): Promise<boolean>;
  close(): void;
}

export function openEventStream(url: string, ca?: string): Promise<EventStream> {
  const request = url.startsWith('https:') ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(url, { ca, headers: { Accept: 'text/event-stream' } }, (res) => {
      let text = '';
      const waiting = new Set<() => void>();
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
        for (const wake of waiting) wake();
      });
      res.on('error', () => undefined);
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        text: () => text,
        waitFor(needle, ms = 2_000) {
          if (text.includes(needle)) return Promise.resolve(true);
          return new Promise((done) => {
            const wake = () => {
              if (!text.includes(needle)) return;
              cleanup();
              done(true);
            };
            const timer = setTimeout(() => {
              cleanup();
              done(false);
            }, ms);
            const cleanup = () => {
              clearTimeout(timer);
              waiting.delete(wake);
            };
            waiting.add(wake);
          });
        },
        close: () => req.destroy(),
      });
    });
    req.on('error', reject);
    req.end();
  });
}
