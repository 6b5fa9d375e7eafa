import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { PROBE_FILE } from '../../../server/db/data-folder-check';

// docs/server.md "When the database is not there": a DATA_DIR that cannot hold a database, or never
// answers, ends the start with one clear line instead of hanging, and SIGTERM ends a start still
// under way.

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
/** Any run here ends well within this, or the test fails: nothing waits for ever. */
const RUN_LIMIT_MS = 30_000;

const children = new Set<ChildProcess>();
const folders: string[] = [];

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

interface Run {
  child: ChildProcess;
  ended: Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string; ms: number }>;
}

function startServer(dataDir: string): Run {
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      WEB_DIR: '/nonexistent',
      LOG_FORMAT: 'json',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const limit = setTimeout(() => child.kill('SIGKILL'), RUN_LIMIT_MS);
  const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string; ms: number }>(
    (done) =>
      child.once('close', (code, signal) => {
        clearTimeout(limit);
        children.delete(child);
        done({ code, signal, output, ms: Date.now() - started });
      }),
  );
  return { child, ended };
}

const fatalLines = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string })
    .filter((line) => line.level === 60);

/** A folder whose probe file is a FIFO: writing it waits for a reader that never comes, as a stalled mount does. */
async function stalledFolder(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'csp-stalled-'));
  folders.push(folder);
  execFileSync('mkfifo', [join(folder, PROBE_FILE)]);
  return folder;
}

/** Whether some process (the server's check of the folder) names `folder` in its arguments. */
async function checking(folder: string): Promise<boolean> {
  const pids = (await readdir('/proc')).filter((name) => /^\d+$/.test(name));
  const states = await Promise.all(
    pids.map(async (pid) => ({
      command: await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => ''),
      // a process that has ended but not yet been reaped (Z) checks nothing any more
      state: (await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '')).split(') ')[1]?.[0],
    })),
  );
  return states.some(({ command, state }) => state !== 'Z' && command.split('\0').includes(folder));
}

/** Resolves once the server's check of `folder` is under way. */
async function whenChecking(folder: string): Promise<void> {
  for (const deadline = Date.now() + RUN_LIMIT_MS; Date.now() < deadline;) {
    if (await checking(folder)) {
      // and a moment to reach the write that never returns
      await new Promise((wait) => setTimeout(wait, 300));
      return;
    }
    await new Promise((wait) => setTimeout(wait, 50));
  }
  throw new Error(`nothing ever checked ${folder}`);
}

describe('a data folder that cannot be used', () => {
  it('under /proc ends the start at once with one clear line, exit code 1', async () => {
    const dataDir = `/proc/csp-data-${process.pid}`;
    const run = await startServer(dataDir).ended;
    expect(run.signal, run.output).toBeNull();
    expect(run.code).toBe(1);
    const [fatal, ...more] = fatalLines(run.output);
    expect(more).toEqual([]);
    expect(fatal.msg).toContain(`the data folder ${dataDir}`);
    expect(fatal.msg).toMatch(/set DATA_DIR/);
  }, 40_000);

  it('that never answers ends the start after its time limit with a clear line', async () => {
    const folder = await stalledFolder();
    const run = await startServer(folder).ended;
    expect(run.code, run.output).toBe(1);
    expect(fatalLines(run.output)[0].msg).toContain(`the data folder ${folder} did not answer within 5 s`);
  }, 40_000);

  it('that never answers does not keep SIGTERM from ending the start', async () => {
    const folder = await stalledFolder();
    const run = startServer(folder);
    await whenChecking(folder);
    const sent = Date.now();
    run.child.kill('SIGTERM');
    const ended = await run.ended;
    // the server's own handler ended it (a default death by signal would leave no exit code)
    expect(ended.code, ended.output).toBe(0);
    expect(Date.now() - sent).toBeLessThan(3_000);
    // and its check went with it, instead of waiting on the folder for ever without a parent
    await expect.poll(() => checking(folder), { timeout: 2_000 }).toBe(false);
  }, 40_000);
});
