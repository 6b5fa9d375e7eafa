import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { StartupFailure } from '../startup-failure';
import { folderProblem } from './data-folder-lock';

// Whether the PGlite data folder can hold a database, asked without waiting for ever: at the
// start (server/main.ts, before the folder is claimed and PGlite opens it) and by /ready. The
// file system is asked by a small child process, given a time limit and killed past it: a
// folder that never answers (a stalled disk or network mount, a place like /proc, where Node's
// recursive mkdir loops for ever) costs a timeout, never the server. A call stuck in this
// process would keep it from exiting at all, SIGTERM included (Node waits for its I/O threads).

/** The small file written and removed to prove the folder takes writes. */
export const PROBE_FILE = '.csp-write-probe';

/** How long the start gives the data folder to answer. */
export const DATA_FOLDER_TIMEOUT_MS = 5_000;

/**
 * The child's work: make the folder (and missing parents, one level at a time), check it is a
 * folder, write and remove the probe file; print the error's code on failure.
 */
const CHECK_SCRIPT = `
const { mkdirSync, statSync, writeFileSync, unlinkSync } = require('node:fs');
const { dirname, join } = require('node:path');
const [folder, make, probeName] = process.argv.slice(1);
function makeFolder(path) {
  try { mkdirSync(path); } catch (error) {
    if (error.code === 'EEXIST') return;
    const parent = dirname(path);
    if (error.code !== 'ENOENT' || parent === path) throw error;
    makeFolder(parent);
    try { mkdirSync(path); } catch (again) { if (again.code !== 'EEXIST') throw again; }
  }
}
try {
  if (make === 'make') makeFolder(folder);
  if (!statSync(folder).isDirectory()) throw Object.assign(new Error('not a folder'), { code: 'ENOTDIR' });
  const probe = join(folder, probeName);
  writeFileSync(probe, 'probe');
  // two probes at once (two instances starting, two /ready calls): the other one removed it
  try { unlinkSync(probe); } catch (error) { if (error.code !== 'ENOENT') throw error; }
} catch (error) {
  process.stdout.write(String(error.code || error.message));
  process.exitCode = 1;
}
`;

/** The checks under way: the server's exit ends them (`endedWithServer`). */
const checks = new Set<ChildProcess>();
let endingWithServer = false;

/**
 * A check waiting on a folder that never answers outlives nothing it was for: a server ending
 * meanwhile (SIGTERM during the start) takes it along instead of leaving it blocked for ever
 * without a parent. Listened for once the first check starts, not by every load of this module.
 */
function endedWithServer(child: ChildProcess): void {
  checks.add(child);
  child.once('exit', () => checks.delete(child));
  if (endingWithServer) return;
  endingWithServer = true;
  process.once('exit', () => {
    for (const check of checks) check.kill('SIGKILL');
  });
}

/** The check's outcome: null when the folder took the write, else the error's code ('ETIMEDOUT' past the limit). */
function runCheck(folder: string, make: boolean, ms: number): Promise<string | null> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['-e', CHECK_SCRIPT, folder, make ? 'make' : 'probe', PROBE_FILE], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    endedWithServer(child);
    let said = '';
    child.stdout.on('data', (chunk) => (said += chunk));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      done('ETIMEDOUT'); // not waiting for its end: a process stuck in the kernel may never end
    }, ms);
    child.once('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      done(error.code ?? error.message);
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      done(code === 0 ? null : said.trim() || `exit ${code}`);
    });
  });
}

let probing: Promise<string | null> | null = null;

/**
 * Rejects unless `dir` takes a write within `ms` (for /ready). One probe at a time: a probe stuck
 * on a stalled disk is shared by the calls that come meanwhile instead of starting one more.
 */
export async function probeWritable(dir: string, ms: number): Promise<void> {
  probing ??= runCheck(resolve(dir), false, ms).finally(() => (probing = null));
  const problem = await probing;
  if (problem) throw new Error(`the data folder takes no write (${problem})`);
}

/** Makes `dataDir` when missing and proves it a writable folder within `ms`; a StartupFailure otherwise. */
export async function checkDataFolder(dataDir: string, ms = DATA_FOLDER_TIMEOUT_MS): Promise<void> {
  const folder = resolve(dataDir);
  const problem = await runCheck(folder, true, ms);
  if (problem === 'ETIMEDOUT') {
    throw new StartupFailure(
      `the data folder ${folder} did not answer within ${ms / 1000} s (a stalled disk or network mount, or a place that holds no files): set DATA_DIR to a local writable folder`,
      { dataDir: folder, reason: 'ETIMEDOUT' },
    );
  }
  if (problem) throw folderProblem(folder, Object.assign(new Error(problem), { code: problem }));
}
