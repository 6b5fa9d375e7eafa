import { Agent, request as httpRequest, type IncomingMessage } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/processes/free-port';
import { logIn, startServer, stopAllServers } from '../helpers/processes/server-process';

// docs/server.md "Stopping": on SIGTERM the server takes no new connection, lets the requests in
// flight finish (here an upload whose body arrives slowly, as from a slow network), closes the
// keep-alive connections once idle, and exits with 0 within 10 s.

let dataDir: string | undefined;
afterAll(async () => {
  await stopAllServers();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Whether a new TCP connection to the port is refused (nothing listens any more). */
function refused(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      done(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => done(error.code === 'ECONNREFUSED'));
  });
}

async function refusedWithin(port: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await refused(port)) return true;
    await new Promise((wait) => setTimeout(wait, 50));
  }
  return false;
}

const bodyOf = (response: IncomingMessage): Promise<string> =>
  new Promise((done, fail) => {
    let text = '';
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => (text += chunk));
    response.on('end', () => done(text));
    response.on('error', fail);
  });

describe('SIGTERM', () => {
  it('finishes the request in flight, refuses new connections and exits with 0 within 10 s', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'csp-graceful-stop-'));
    const port = await freePort(8130, 8139);
    const server = await startServer(port, { DATA_DIR: dataDir });
    const token = String((await logIn(server.url, 'admin', 'admin123')).token);

    // An upload as a browser sends it, on a keep-alive connection, its body in two halves.
    const boundary = 'graceful-stop-boundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="notes.txt"\r\nContent-Type: text/plain\r\n\r\n`;
    const content = 'x'.repeat(64 * 1024);
    const tail = `\r\n--${boundary}--\r\n`;
    const body = Buffer.from(head + content + tail);
    const half = head.length + content.length / 2;
    const agent = new Agent({ keepAlive: true });
    const upload = httpRequest(`${server.url}/csp/system/oss/upload`, {
      method: 'POST',
      agent,
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Content-Length': body.length,
      },
    });
    const answered = new Promise<IncomingMessage>((done, fail) => {
      upload.once('response', done);
      upload.once('error', fail);
    });
    upload.write(body.subarray(0, half));
    await new Promise((wait) => setTimeout(wait, 300)); // the server is reading it

    const signalled = Date.now();
    const exited = server.stop('SIGTERM');
    expect(await refusedWithin(port, 3000)).toBe(true);

    upload.end(body.subarray(half));
    const response = await answered;
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(await bodyOf(response))).toMatchObject({ code: 200 });
    const finished = Date.now();

    // The upload's connection stays open on the client's side (keep-alive) and idle: the server
    // closes it at once, well before Node's own keep-alive timeout (5 s) would.
    expect(await exited).toBe(0);
    expect(Date.now() - finished).toBeLessThan(4_000);
    expect(Date.now() - signalled).toBeLessThan(10_000);
    agent.destroy();
    expect(server.output()).toContain('SIGTERM: stopping');
  }, 120_000);
});
