// The real server for the benchmark, as `npm start` runs it (the bundle of scripts/build-server.mjs,
// built once per benchmark run): `node dist-server/main.mjs` on 127.0.0.1 and a free
// port, serving a build (WEB_DIR) over PGlite in a data folder of its own, or over PostgreSQL
// (DATABASE_URL). A start is timed from the spawn until the server prints that it is ready, and
// its memory is watched meanwhile: every 20 ms the resident memory of the server and of every
// process under it (a new PGlite database is made by a child process, server/db/client.ts) is
// read from /proc; the figures are the largest sum seen (the tree's peak), the server process's
// own peak (VmHWM) and the largest child's. Every process started here is stopped by its pid.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, SERVER_DIR } from '../build-server.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SAMPLE_MS = 20;
// the server's ready line, as plain text or as the message of a JSON log line
const READY = /\/csp on http:\/\/[^:]+:(\d+) .*ready in (\d+) ms/;

/**
 * The environment of a process the benchmark starts: its own with `env` over it, where a key set
 * to undefined is taken away (the PGlite pass must not inherit the DATABASE_URL of the
 * PostgreSQL pass).
 */
function environment(env) {
  const merged = { ...process.env, ...env };
  for (const [key, value] of Object.entries(merged)) if (value === undefined) delete merged[key];
  return merged;
}

/** Every live server, so that a failing benchmark still stops them (stopAllServers). */
const live = new Set();

/** kB fields of /proc/<pid>/status in bytes, null once the process is gone. */
function status(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0) * 1024;
    return { rss: field('VmRSS'), hwm: field('VmHWM') };
  } catch {
    return null;
  }
}

/** The pids under `root` (children, grandchildren...), from each process's parent in /proc. */
function descendants(root) {
  const parent = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // the field after the command (which may hold spaces and parentheses) is the state, then the ppid
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      parent.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const found = [];
  const queue = [root];
  while (queue.length) {
    const pid = queue.shift();
    for (const [child, ppid] of parent)
      if (ppid === pid && !found.includes(child)) {
        found.push(child);
        queue.push(child);
      }
  }
  return found;
}

/** Samples the memory of `pid` and its descendants until stop() is called. */
function watchMemory(pid) {
  const peak = { treeBytes: 0, serverBytes: 0, childBytes: 0, children: 0 };
  const seenChildren = new Set();
  const sample = () => {
    const own = status(pid);
    if (!own) return;
    let sum = own.rss;
    peak.serverBytes = Math.max(peak.serverBytes, own.hwm);
    for (const child of descendants(pid)) {
      const s = status(child);
      if (!s) continue;
      seenChildren.add(child);
      sum += s.rss;
      peak.childBytes = Math.max(peak.childBytes, s.hwm);
    }
    peak.treeBytes = Math.max(peak.treeBytes, sum);
    peak.children = seenChildren.size;
  };
  sample();
  const timer = setInterval(sample, SAMPLE_MS);
  return {
    peak,
    stop() {
      sample();
      clearInterval(timer);
      return { ...peak };
    },
  };
}

/**
 * The benchmark is one address logging in as admin again and again (a session for each of the
 * load's 50 connections, a login per browser run): far past the login limits meant for people
 * (server/lib/rate-limit-settings.ts), which would refuse it with 429.
 */
const BENCH_LOGINS = { RATE_LIMIT_LOGIN: '100000', RATE_LIMIT_LOGIN_ACCOUNT: '100000', RATE_LIMIT_CAPTCHA: '100000' };

/**
 * Starts the server and resolves once it is ready: its url, the start's figures and stop().
 * `env`: DATA_DIR or DATABASE_URL, WEB_DIR; `nodeFlags`: flags for node before tsx's;
 * `logFile`: the server's output goes into this file instead of a pipe to this process (under
 * load, a log line per request: the server then never waits for the benchmark to read them).
 */
let built;

export async function startRealServer({ env, nodeFlags = [], timeoutMs = 120_000, logFile }) {
  built ??= buildServer(join(ROOT, SERVER_DIR));
  await built;
  const started = performance.now();
  const logFd = logFile ? openSync(logFile, 'a') : null;
  const child = spawn(process.execPath, [...nodeFlags, join(SERVER_DIR, 'main.mjs')], {
    cwd: ROOT,
    env: environment({ NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', ...BENCH_LOGINS, ...env }),
    stdio: logFd === null ? ['ignore', 'pipe', 'pipe'] : ['ignore', logFd, logFd],
  });
  if (logFd !== null) closeSync(logFd);
  live.add(child);
  child.once('exit', () => live.delete(child));
  const memory = watchMemory(child.pid);
  let output = '';
  const ready = await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the server was not ready in ${timeoutMs} ms:\n${output}`)),
      timeoutMs,
    );
    const read = (chunk) => {
      output += chunk;
      const match = READY.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ port: Number(match[1]), ownReadyMs: Number(match[2]) });
      }
    };
    let poll;
    if (logFile) {
      poll = setInterval(() => {
        output = '';
        read(readFileSync(logFile, 'utf8'));
        if (READY.test(output)) clearInterval(poll);
      }, SAMPLE_MS);
    } else {
      child.stdout.setEncoding('utf8').on('data', read);
      child.stderr.setEncoding('utf8').on('data', (chunk) => (output += chunk));
    }
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      clearInterval(poll);
      if (logFile) output = readFileSync(logFile, 'utf8');
      reject(new Error(`the server stopped before it was ready (${signal ?? code}):\n${output}`));
    });
  }).catch(async (error) => {
    memory.stop();
    await stopProcess(child);
    throw error;
  });
  const readyMs = performance.now() - started;
  const atReady = memory.stop();
  return {
    url: `http://127.0.0.1:${ready.port}`,
    pid: child.pid,
    start: {
      readyMs,
      ownReadyMs: ready.ownReadyMs,
      peakTreeBytes: atReady.treeBytes,
      peakServerBytes: atReady.serverBytes,
      peakChildBytes: atReady.childBytes,
      children: atReady.children,
    },
    /** the server's resident memory now, and its peak so far */
    memoryNow: () => status(child.pid),
    output: () => (logFile ? readFileSync(logFile, 'utf8') : output),
    stop: () => stopProcess(child),
  };
}

/** SIGTERM to the pid, SIGKILL after 15 s; resolves once it has exited. */
async function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // the server's own children first (a database being made), each by its pid
  for (const pid of descendants(child.pid).reverse()) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // gone
    }
  }
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** Stops every server still running (a benchmark failing half-way). */
export async function stopAllServers() {
  await Promise.all([...live].map((child) => stopProcess(child)));
}

/**
 * Runs scripts/bench/server-stress.ts on a stopped server's database (the same env): the stress
 * data of the screens, `counts` as its name=N arguments. Answers its wall time in ms.
 */
export function addStressData(env, counts) {
  const started = performance.now();
  const args = Object.entries(counts).map(([name, n]) => `${name}=${n}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench/server-stress.ts', ...args], {
    cwd: ROOT,
    env: environment(env),
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`the stress seed failed:\n${result.stdout}${result.stderr}`);
  return performance.now() - started;
}

/**
 * A database of its own for one benchmark run, empty: a new folder for PGlite, or, with
 * `databaseUrl`, a new database on that PostgreSQL server (its user may create databases).
 * Answers the server's env for it and drop(), which removes it.
 */
export async function freshDatabase(databaseUrl) {
  if (!databaseUrl) {
    const dir = await mkdtemp(join(tmpdir(), 'csp-bench-'));
    return {
      engine: 'PGlite',
      env: { DATA_DIR: dir, DATABASE_URL: undefined },
      drop: () => rm(dir, { recursive: true, force: true }),
    };
  }
  const { default: pg } = await import('pg');
  const name = `csp_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return {
    engine: 'PostgreSQL',
    env: { DATABASE_URL: url.toString() },
    async drop() {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * For a bench script run on its own (`node scripts/bench/<name>.mjs`): the existing dist (npm
 * run build first) served by the real server over a new PGlite database holding the stress data,
 * and Chromium; hands both to `measure`, then stops them.
 */
export async function onRealServer(measure) {
  const { launchChromium } = await import('../chromium.mjs');
  const { STRESS } = await import('./stress-counts.mjs');
  const database = await freshDatabase(process.env.DATABASE_URL);
  let browser;
  try {
    // a first start makes the database, the stress data goes in while no server holds it
    await (await startRealServer({ env: database.env })).stop();
    addStressData(database.env, STRESS);
    const server = await startRealServer({ env: { ...database.env, WEB_DIR: join(ROOT, 'dist') } });
    browser = await launchChromium();
    await measure(browser, server.url);
  } finally {
    await browser?.close();
    await stopAllServers();
    await database.drop();
  }
}
