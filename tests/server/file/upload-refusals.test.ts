import { connect as connectSocket, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ossFiles } from '../../../server/db/schema';
import { siteFetch } from '../../../server/web';
import { BASE, login } from '../helpers/client';
import { db, serverApp } from '../helpers/harness';
import { fetchUrl, form, upload, type Uploaded } from '../helpers/upload';
import type { Envelope } from '../helpers/client';

// Uploads the server refuses by itself, whatever the client sends (docs/api.md "Files"): the
// type is the content's, never the declared one, and no program is taken under any name; one
// file per request, and a form of thousands of parts is refused before it is parsed; the size
// limit holds over a real socket too, with an endless body, a lying Content-Length or a declared
// one over the limit. tests/server/file/oss.test.ts has the upload itself and its in-process limits.

const MB = 1024 * 1024;
const ascii = (text: string) => new TextEncoder().encode(text);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const HTML = ascii('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
/** The first bytes of a Windows program, of a Linux one and of a macOS one. */
const PROGRAMS = {
  windows: new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff]),
  linux: new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]),
  macos: new Uint8Array([0xcf, 0xfa, 0xed, 0xfe, 7, 0, 0, 1]),
};

const storedCount = async () => (await db().select({ n: count() }).from(ossFiles))[0].n;

/** A multipart body by hand: `parts` parts of a field `file`, each a tiny text file. */
function manyParts(parts: number, boundary: string): Uint8Array<ArrayBuffer> {
  const part = (i: number) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="n${i}.txt"\r\n` +
    `Content-Type: text/plain\r\n\r\nhi\r\n`;
  return ascii(Array.from({ length: parts }, (_, i) => part(i)).join('') + `--${boundary}--\r\n`);
}

async function uploadForm(body: BodyInit, token: string, contentType?: string): Promise<Envelope<Uploaded>> {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}`, 'Content-Language': 'en' };
  if (contentType) headers['Content-Type'] = contentType;
  const response = await serverApp().fetch(new Request(`${BASE}/system/oss/upload`, { method: 'POST', headers, body }));
  return (await response.json()) as Envelope<Uploaded>;
}

describe('the type of an upload is its content', () => {
  it('stores and serves the type the content shows, not the one the client declared', async () => {
    const token = await login('teacher');
    const png = await upload(form('photo.png', PNG, 'text/html'), token);
    expect(png.code).toBe(200);
    expect((await fetchUrl(png.data.url)).headers.get('Content-Type')).toBe('image/png');
    // a page under its own name: kept, but as bytes to download, never as a page of this site
    const page = await upload(form('page.html', HTML, 'text/html'), token);
    expect(page.code).toBe(200);
    expect((await fetchUrl(page.data.url)).headers.get('Content-Type')).toBe('application/octet-stream');
    // no extension: the leading bytes tell
    const nameless = await upload(form('picture', PNG, 'text/html'), token);
    expect((await fetchUrl(nameless.data.url)).headers.get('Content-Type')).toBe('image/png');
    const text = await upload(form('notes.txt', ascii('hello'), 'application/x-msdownload'), token);
    expect((await fetchUrl(text.data.url)).headers.get('Content-Type')).toMatch(/^text\/plain/);
  });

  it('refuses a program whatever its name or declared type, in both languages', async () => {
    const token = await login('teacher');
    const before = await storedCount();
    for (const [system, bytes] of Object.entries(PROGRAMS)) {
      for (const [name, type] of [
        ['setup.exe', 'application/x-msdownload'],
        ['tool', 'application/octet-stream'],
        ['lesson.mp4.bin', 'video/mp4'],
      ]) {
        const refused = await upload(form(name, bytes, type), token, 'en');
        expect(refused, `${system} as ${name}`).toEqual({
          code: 500,
          msg: 'Programs may not be uploaded',
          kind: 'invalid',
        });
      }
    }
    expect(await upload(form('setup.exe', PROGRAMS.windows, ''), token)).toEqual({
      code: 500,
      msg: '不能上传可执行程序',
      kind: 'invalid',
    });
    expect(await storedCount()).toBe(before);
  });
});

describe('one file per request', () => {
  it('refuses two files in one form and stores neither', async () => {
    const token = await login('teacher');
    const before = await storedCount();
    const two = new FormData();
    two.append('file', new Blob([ascii('one')], { type: 'text/plain' }), 'one.txt');
    two.append('file', new Blob([ascii('two')], { type: 'text/plain' }), 'two.txt');
    expect(await uploadForm(two, token)).toEqual({ code: 500, msg: 'Upload one file at a time', kind: 'invalid' });
    const other = new FormData();
    other.append('file', new Blob([ascii('one')], { type: 'text/plain' }), 'one.txt');
    other.append('attachment', new Blob([ascii('two')], { type: 'text/plain' }), 'two.txt');
    expect(await uploadForm(other, token)).toEqual({ code: 500, msg: 'Upload one file at a time', kind: 'invalid' });
    expect(await storedCount()).toBe(before);
  });

  it('refuses a form of 40,000 parts at once, before parsing it (parsing it took seconds)', async () => {
    const token = await login('teacher');
    const before = await storedCount();
    const body = manyParts(40_000, 'many-parts-boundary');
    expect(body.byteLength).toBeLessThan(5 * MB);
    const started = performance.now();
    const reply = await uploadForm(body, token, 'multipart/form-data; boundary=many-parts-boundary');
    const took = performance.now() - started;
    expect(reply).toEqual({ code: 500, msg: 'Upload one file at a time', kind: 'invalid' });
    // the old server parsed every part first: 4 to 9 s here, the whole process blocked meanwhile
    expect(took).toBeLessThan(2_000);
    expect(await storedCount()).toBe(before);
  });
});

// ---------------------------------------------------------------- over a real socket

let server: ServerType | undefined;
let port = 0;

beforeAll(async () => {
  server = serve({ fetch: siteFetch(serverApp(), null), port: 8121, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server!.once('listening', () => resolve()));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

interface Exchange {
  /** everything the server answered */
  answer: string;
  /** bytes the client managed to write before the server stopped it */
  written: number;
  /** whether the server closed the connection (rather than the test's deadline) */
  closed: boolean;
}

/**
 * Sends `head` (request line and headers), then `body` chunks until the server closes the
 * connection or `deadlineMs` passes; what came back, and how much was sent.
 */
function exchange(head: string, nextChunk: () => Uint8Array | null, deadlineMs = 8_000): Promise<Exchange> {
  return new Promise((resolve) => {
    const socket: Socket = connectSocket(port, '127.0.0.1');
    let answer = '';
    let written = 0;
    let finished = false;
    const finish = (closed: boolean) => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ answer, written, closed });
    };
    const timer = setTimeout(() => finish(false), deadlineMs);
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('close', () => finish(true));
    socket.on('error', () => finish(true));
    const pump = () => {
      while (!finished && !socket.destroyed) {
        const chunk = nextChunk();
        if (!chunk) return;
        written += chunk.byteLength;
        if (!socket.write(chunk)) return void socket.once('drain', pump);
      }
    };
    socket.on('connect', () => {
      socket.write(head);
      pump();
    });
  });
}

const uploadHead = (token: string, extra: string) =>
  `POST /csp/system/oss/upload HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n` +
  `Content-Language: en\r\nContent-Type: multipart/form-data; boundary=b\r\n${extra}\r\n`;

/** The JSON envelope of the first answer on the connection. */
function firstEnvelope(answer: string): unknown {
  const body = answer.split('\r\n\r\n')[1] ?? '';
  // a chunked answer: the JSON sits between the chunk sizes
  const json = /\{.*\}/s.exec(body)?.[0];
  return json ? JSON.parse(json) : answer.slice(0, 200);
}

describe('the size limit over a real socket', () => {
  const TOO_LARGE = { code: 500, msg: 'The uploaded file must not be larger than 5 MB', kind: 'invalid' };

  it('answers an endless chunked body with the refusal and closes the connection', async () => {
    const token = await login('teacher');
    const piece = new Uint8Array(64 * 1024).fill(0x61);
    const chunk = new Uint8Array([...ascii(`${piece.byteLength.toString(16)}\r\n`), ...piece, ...ascii('\r\n')]);
    const result = await exchange(uploadHead(token, 'Transfer-Encoding: chunked\r\n'), () => chunk);
    expect(firstEnvelope(result.answer)).toEqual(TOO_LARGE);
    expect(result.closed).toBe(true);
    // the limit, plus what the socket buffers held and what the server discards before closing
    expect(result.written).toBeLessThan(80 * MB);
  });

  it('refuses a declared length over the limit before the body is sent', async () => {
    const token = await login('teacher');
    let sent = false;
    // only the headers: the answer must not wait for a body that never comes
    const result = await exchange(uploadHead(token, `Content-Length: ${50 * MB}\r\n`), () => {
      if (sent) return null;
      sent = true;
      return ascii('--b\r\n');
    });
    expect(firstEnvelope(result.answer)).toEqual(TOO_LARGE);
  });

  it('takes no more than a lying Content-Length says: the rest is not an upload', async () => {
    const token = await login('teacher');
    const before = await storedCount();
    const part = ascii(
      '--b\r\nContent-Disposition: form-data; name="file"; filename="big.txt"\r\nContent-Type: text/plain\r\n\r\n',
    );
    const rest = new Uint8Array(6 * MB).fill(0x61);
    let step = 0;
    const result = await exchange(uploadHead(token, 'Content-Length: 2048\r\n'), () =>
      step++ === 0 ? part : step === 2 ? rest : null,
    );
    // the declared 2 KB are the whole body (no complete form in them); the 6 MB after them are
    // read as the next request, which is none: Node answers 400 and closes the connection
    expect(result.answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(result.answer).not.toContain('"code":200');
    expect(result.closed).toBe(true);
    expect(result.written).toBeLessThan(8 * MB);
    expect(await storedCount()).toBe(before);
  });
});
