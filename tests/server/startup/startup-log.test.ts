import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/processes/free-port';
import { createPgCluster, postgresBinariesForTests, removeAllPgClusters } from '../helpers/processes/pg-cluster';
import { call, logIn, startServer, stopAllServers, type ServerProcess } from '../helpers/processes/server-process';

// docs/server.md "Logs": a start says what it did to the database, one line per migration it
// applied (by name), one line naming the seed that ran or saying the database was seeded before,
// and on a database with nothing to do one line saying so. And it says nothing else: no warning
// from Node or a library on stderr (node-postgres warns of two queries sent at once on one
// connection, which its next major version refuses), on either engine.

const PORTS = { servers: [8210, 8219], postgres: [55545, 55549] } as const;
const JOURNAL = JSON.parse(
  readFileSync(new URL('../../../server/db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: { tag: string }[] };
const TAGS = JOURNAL.entries.map((entry) => entry.tag);

interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

/** The server's JSON log lines (its stderr is checked apart, and must be empty). */
function logLines(server: ServerProcess): LogLine[] {
  return server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);
}

const migrationsLogged = (lines: LogLine[]) =>
  lines.filter((line) => 'migration' in line).map((line) => line.migration);
const seedLines = (lines: LogLine[]) => lines.filter((line) => 'seed' in line);
const upToDateLines = (lines: LogLine[]) => lines.filter((line) => 'upToDate' in line);

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

  it('names each migration it applies, in order, and the demo seed', () => {
    const lines = logLines(first);
    expect(migrationsLogged(lines)).toEqual(TAGS);
    expect(seedLines(lines).map((line) => line.seed)).toEqual(['demo']);
    expect(upToDateLines(lines)).toEqual([]);
  });

  it('says in one line that an up-to-date database had nothing to do', () => {
    const lines = logLines(second);
    expect(migrationsLogged(lines)).toEqual([]);
    expect(seedLines(lines)).toEqual([]);
    const upToDate = upToDateLines(lines);
    expect(upToDate).toHaveLength(1);
    expect(upToDate[0].msg).toContain(TAGS[TAGS.length - 1]);
    expect(upToDate[0].msg).toMatch(/up to date/);
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

  it("says the new database holds every migration and that the school's seed ran, once", () => {
    const lines = logLines(first);
    const made = lines.filter((line) => 'created' in line);
    expect(made).toHaveLength(1);
    // from the shipped template, migrated up to one of the migrations: those after it are named
    expect(made[0].created).toBe('template');
    const templateLatest = TAGS.indexOf(String(made[0].latestMigration));
    expect(templateLatest).toBeGreaterThanOrEqual(0);
    expect(made[0].msg).toContain(TAGS[templateLatest]);
    expect(migrationsLogged(lines)).toEqual(TAGS.slice(templateLatest + 1));
    expect(seedLines(lines).map((line) => line.seed)).toEqual(['school']);
    expect(upToDateLines(lines)).toEqual([]);
  });

  it('says in one line that the database was up to date at the next start', () => {
    const lines = logLines(second);
    expect(lines.filter((line) => 'created' in line)).toEqual([]);
    expect(migrationsLogged(lines)).toEqual([]);
    expect(seedLines(lines)).toEqual([]);
    expect(upToDateLines(lines)).toHaveLength(1);
  });
});
