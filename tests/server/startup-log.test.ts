import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './support/free-port';
import { createPgCluster, postgresBinariesForTests, removeAllPgClusters } from './support/pg-cluster';
import { call, logIn, startServer, stopAllServers, type ServerProcess } from './support/server-process';

// A start says nothing on stderr, on either engine: no warning from Node or a library (node-postgres
// warns of two queries sent at once on one connection, which its next major version refuses).

const PORTS = { servers: [8210, 8219], postgres: [55545, 55549] } as const;
/**
 * Starts a server, makes calls that use the database's connections (a login too when the seed's
 * captcha can be read, the demo's), and stops it.
 */
async function startUseAndStop(env: Record<string, string>, password?: string): Promise<ServerProcess> {
  const server = await startServer(await freePort(...PORTS.servers), { LOG_FORMAT: 'json', LOG_LEVEL: 'info', ...env });
  expect((await fetch(`${server.url}/ready`)).status).toBe(200);
  expect((await call(server.url, '/captchaImage')).code).toBe(200);
  if (password) {
    const login = await logIn(server.url, 'admin', password);
    expect(login.code, login.msg).toBe(200);
    expect((await call(server.url, '/getInfo', { token: String(login.token) })).code).toBe(200);
  }
  expect(await server.stop('SIGTERM')).toBe(0);
  return server;
}

afterAll(async () => {
  await stopAllServers();
  await removeAllPgClusters();
});

describe.runIf(postgresBinariesForTests())('starting on PostgreSQL', () => {
  let first: ServerProcess;
  let second: ServerProcess;

  beforeAll(async () => {
    const cluster = await createPgCluster({ ports: [...PORTS.postgres] });
    await cluster.start();
    first = await startUseAndStop({ DATABASE_URL: cluster.url() }, 'admin123');
    second = await startUseAndStop({ DATABASE_URL: cluster.url() }, 'admin123');
  }, 120_000);

  it('writes nothing to stderr, no DeprecationWarning nor any other warning, on a new database and after', () => {
    expect(first.errors()).not.toContain('DeprecationWarning');
    expect(first.errors()).toBe('');
    expect(second.errors()).toBe('');
  });
});

describe('starting on PGlite (the default) with SEED=school', () => {
  let dataDir: string;
  let first: ServerProcess;
  let second: ServerProcess;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'csp-startup-log-'));
    const env = { DATA_DIR: dataDir, SEED: 'school', ADMIN_PASSWORD: 'First-day-2026' };
    first = await startUseAndStop(env);
    second = await startUseAndStop(env);
  }, 180_000);

  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('writes nothing to stderr', () => {
    expect(first.errors()).toBe('');
    expect(second.errors()).toBe('');
  });
});
