import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

// An S3-compatible server for the storage tests (s3rver, objects in a temporary folder), and two
// broken buckets: an address where nothing listens, and one that takes the connection and never
// answers. s3rver knows one key pair, S3RVER / S3RVER; it refuses any other access key but, being
// a test double, does not check V4 signatures.

export const BUCKET = 'csp';
export const S3RVER_KEY = 'S3RVER';

export interface LocalBucket {
  endpoint: string;
  /** the bytes of the object at `key`, read from s3rver's folder; undefined when there is none */
  object(key: string): Uint8Array | undefined;
  stop(): Promise<void>;
}

export async function startBucket(): Promise<LocalBucket> {
  const directory = await mkdtemp(join(tmpdir(), 'csp-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  return {
    endpoint: `127.0.0.1:${port}`,
    object(key) {
      // s3rver keeps `a/b/c.png` as <dir>/<bucket>/a/b/c.png._S3rver_object
      const path = join(directory, BUCKET, ...key.split('/')) + '._S3rver_object';
      return existsSync(path) ? new Uint8Array(readFileSync(path)) : undefined;
    },
    async stop() {
      server.httpServer?.closeAllConnections();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** An address where nothing listens (a port taken and given back). */
export async function deadEndpoint(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return `127.0.0.1:${port}`;
}

/** A bucket that takes every connection and never answers. */
export async function silentEndpoint(): Promise<{ endpoint: string; stop: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    endpoint: `127.0.0.1:${port}`,
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
