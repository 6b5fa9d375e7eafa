import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { claimDataFolder, LOCK_FILE } from '../../../server/db/data-folder-lock';
import { freePort } from '../helpers/processes/free-port';

// docs/server.md "When the database is not there": a start that cannot reach its database, or
// whose data folder is in use or unusable, says so in one clear log line (where, and what to
// check) and exits with 1, never with a stack trace; an unreachable PostgreSQL is tried again
// with growing pauses for DATABASE_WAIT_SECONDS first.

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

const children = new Set<ChildProcess>();
const folders: string[] = [];
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

async function folder(): Promise<string> {
  const made = await mkdtemp(join(tmpdir(), 'csp-startup-'));
  folders.push(made);
  return made;
}

interface Run {
  code: number | null;
  output: string;
  ms: number;
}

/** Runs the server as an operator does until it exits by itself. */
function runServer(env: Record<string, string>): Promise<Run> {
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, WEB_DIR: '/nonexistent', HOST: '127.0.0.1', LOG_FORMAT: 'json', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  return new Promise((done) =>
    child.once('close', (code) => {
      children.delete(child);
      done({ code, output, ms: Date.now() - started });
    }),
  );
}

/** Every line of the output as the JSON log line it must be. */
function logLines(output: string): { level: number; msg: string; [field: string]: unknown }[] {
  return output
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { level: number; msg: string });
}

function expectNoStackTrace(output: string) {
  expect(output).not.toContain('    at ');
  expect(output).not.toMatch(/\\n\s+at /);
}

describe('a start without its database', () => {
  it('tries an unreachable PostgreSQL again for DATABASE_WAIT_SECONDS, then exits 1 with a clear message', async () => {
    // a port of this file's range where nothing listens
    const closedPort = await freePort(8130, 8139);
    const run = await runServer({
      DATABASE_URL: `postgres://csp:not-this-password@127.0.0.1:${closedPort}/csp`,
      DATABASE_WAIT_SECONDS: '3',
      PORT: '0',
    });
    expect(run.code).toBe(1);
    expectNoStackTrace(run.output);
    expect(run.output).not.toContain('not-this-password');
    const lines = logLines(run.output);
    const where = `127.0.0.1:${closedPort}`;
    expect(lines[0]).toMatchObject({ level: 40, port: String(closedPort), reason: 'ECONNREFUSED' });
    expect(lines[0].msg).toContain(`PostgreSQL at ${where} cannot be reached (ECONNREFUSED)`);
    expect(lines[0].msg).toContain('check that it is running and that DATABASE_URL names its host and port');
    const last = lines[lines.length - 1];
    expect(last.level).toBe(60);
    expect(last.msg).toContain(`PostgreSQL at ${where} could not be reached within 3 s`);
    // tried again, with pauses that grow, before giving up
    expect(Number(last.attempt)).toBeGreaterThanOrEqual(3);
    expect(lines.filter((line) => line.level === 60)).toHaveLength(1);
  }, 60_000);

  it('refuses a PGlite data folder another server holds, and one that cannot be a folder', async () => {
    // a live process that looks like a server: a script named main.ts that waits
    const holderDir = await folder();
    await writeFile(join(holderDir, 'main.ts'), 'setTimeout(() => undefined, 60_000);\n');
    const holder = spawn(process.execPath, [join(holderDir, 'main.ts')], { stdio: 'ignore' });
    children.add(holder);
    const held = await folder();
    await writeFile(join(held, LOCK_FILE), `${holder.pid}\n`);
    const aFile = join(await folder(), 'a-file');
    await writeFile(aFile, '');

    const [inUse, notAFolder] = await Promise.all([
      runServer({ DATA_DIR: held, PORT: '0' }),
      runServer({ DATA_DIR: join(aFile, 'data'), PORT: '0' }),
    ]);
    holder.kill('SIGKILL');
    for (const run of [inUse, notAFolder]) {
      expect(run.code).toBe(1);
      expectNoStackTrace(run.output);
      expect(logLines(run.output)).toHaveLength(1);
    }
    expect(logLines(inUse.output)[0]).toMatchObject({ level: 60, holder: holder.pid });
    expect(logLines(inUse.output)[0].msg).toContain(`the data folder ${held} is in use by another server`);
    expect(existsSync(join(held, 'pglite'))).toBe(false);
    expect(logLines(notAFolder.output)[0].msg).toContain('is not a folder');
  }, 60_000);

  it('takes over the lock file a dead server left, and gives it back', async () => {
    const dir = await folder();
    const dead = spawn(process.execPath, ['-e', '0']);
    await new Promise((done) => dead.once('exit', done));
    await writeFile(join(dir, LOCK_FILE), `${dead.pid}\n`);
    const release = claimDataFolder(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });
});
