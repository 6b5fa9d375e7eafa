import { expect } from 'vitest';
import type { App } from '../../../server/app';
import { call, raw, request } from './client';

// The live stream as a browser reads it (docs/api.md "Live events"): a ticket from a logged-in
// call, then the stream it opens; the text so far, a wait for a piece of it, and a wait for its end.

export const ticketOf = async (token: string) =>
  (await call<{ ticket: string }>('/live/ticket', { method: 'POST', token, body: {} })).data.ticket;

export interface OpenStream {
  readonly text: string;
  /** waits up to `ms` for `needle`; false when it did not come */
  waitFor(needle: string, ms?: number): Promise<boolean>;
  /** waits up to `ms` for the server to end the stream; false while it is still open */
  ended(ms: number): Promise<boolean>;
  close(): Promise<void>;
}

/** Opens the stream with `ticket`, on the test's app or on `app` (another instance). */
export async function streamWith(ticket: string, app?: App): Promise<OpenStream> {
  const path = `/live?ticket=${encodeURIComponent(ticket)}`;
  const response = app ? await app.fetch(request(path)) : await raw(path);
  expect(response.headers.get('Content-Type')).toContain('text/event-stream');
  expect(response.headers.get('X-Accel-Buffering')).toBe('no');
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let done = false;
  let pending: Promise<void> | null = null;
  const pump = () =>
    (pending ??= reader.read().then((piece) => {
      pending = null;
      if (piece.done) done = true;
      else text += decoder.decode(piece.value);
    }));
  /** reads until `until()` holds or `ms` pass; answers whether it held */
  const readUntil = async (until: () => boolean, ms: number) => {
    const deadline = Date.now() + ms;
    while (!until()) {
      const left = deadline - Date.now();
      if (left <= 0 || done) return until();
      await Promise.race([pump(), new Promise((resolve) => setTimeout(resolve, left))]);
    }
    return true;
  };
  return {
    get text() {
      return text;
    },
    waitFor: (needle, ms = 2_000) => readUntil(() => text.includes(needle), ms),
    ended: (ms) => readUntil(() => done, ms),
    close: () => reader.cancel(),
  };
}

/** A logged-in user's stream, opened with a fresh ticket. */
export async function openStream(token: string): Promise<OpenStream> {
  return streamWith(await ticketOf(token));
}
