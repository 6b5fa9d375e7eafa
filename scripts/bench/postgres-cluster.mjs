// Throw-away PostgreSQL clusters for the load benchmark (bench/server-load.mjs) and for the tests
// that stop, start or break PostgreSQL (tests/server/helpers/processes/pg-cluster.ts): Debian's binaries, a
// new cluster in a temporary folder (trust on loopback, its socket in that folder), a free port of
// the caller's range, run as the postgres user when we are root (PostgreSQL refuses root).
// Everything started here is stopped: by `remove()` / `removeAllPgClusters()`, and failing that
// (a process that dies) by signalling each postmaster's pid when the process exits.
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { claimPort, releasePort } from './ports.mjs';

const run = promisify(execFile);

/** The newest `/usr/lib/postgresql/<version>/bin` with initdb and pg_ctl, if any. */
export function postgresBinDir() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'initdb')) && existsSync(join(root, name, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(a) - Number(b));
  return versions.length ? join(root, versions[versions.length - 1], 'bin') : undefined;
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** PostgreSQL refuses to run as root: root runs its binaries as the postgres user. */
const asPostgres = (binary, args) => (isRoot ? ['runuser', ['-u', 'postgres', '--', binary, ...args]] : [binary, args]);

const live = new Set();
/** every data folder made here, for the exit handler below */
const dataDirs = new Set();

/**
 * Creates a cluster (initdb) on a free port of `ports` (inclusive); `start()` starts it.
 * `settings`: extra `-c name=value` settings for the server.
 */
export async function createPgCluster({ ports, settings = {} }) {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL binaries not found in /usr/lib/postgresql/*/bin');
  const port = await claimPort(...ports);
  const dir = await mkdtemp(join(tmpdir(), 'csp-postgres-'));
  if (isRoot) {
    const id = (flag) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
    await chown(dir, id('-u'), id('-g'));
  }
  const dataDir = join(dir, 'data');
  const logFile = join(dir, 'log');
  const pgctl = (args) => run(...asPostgres(join(bin, 'pg_ctl'), ['-D', dataDir, ...args]));

  try {
    await run(...asPostgres(join(bin, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']));
  } catch (error) {
    releasePort(port);
    await rm(dir, { recursive: true, force: true });
    throw error;
  }

  const all = { listen_addresses: '127.0.0.1', ...settings };
  const serverOptions = [`-p ${port}`, `-k ${dir}`, ...Object.entries(all).map(([k, v]) => `-c ${k}=${v}`)];
  let running = false;

  const cluster = {
    port,
    dir,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async start() {
      await pgctl(['-o', serverOptions.join(' '), '-l', logFile, '-w', '-t', '30', 'start']);
      running = true;
    },
    async stop() {
      if (!running && !existsSync(join(dataDir, 'postmaster.pid'))) return;
      await pgctl(['-m', 'fast', '-w', '-t', '30', 'stop']);
      running = false;
    },
    async restart() {
      await cluster.stop();
      await cluster.start();
    },
    pause: () => signalServer(dataDir, 'SIGSTOP'),
    resume: () => signalServer(dataDir, 'SIGCONT'),
    async remove() {
      signalServer(dataDir, 'SIGCONT'); // a paused server cannot stop
      try {
        await cluster.stop();
      } catch {
        killPostmaster(dataDir);
      } finally {
        live.delete(cluster);
        releasePort(port);
        await rm(dir, { recursive: true, force: true });
      }
    },
    log: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''),
  };
  live.add(cluster);
  dataDirs.add(dataDir);
  return cluster;
}

/** Stops and deletes every cluster this process created. */
export async function removeAllPgClusters() {
  await Promise.all([...live].map((cluster) => cluster.remove()));
}

/** The ports the benchmark may give PostgreSQL. */
export const POSTGRES_PORTS = [55500, 55509];

/**
 * For the benchmark: a started cluster, `{ url, version, stop() }` (url: the postgres database as
 * the postgres user), or `{ skipped: reason }` when PostgreSQL is not installed or no port is free.
 */
export async function startPostgresCluster() {
  const bin = postgresBinDir();
  if (!bin) return { skipped: "PostgreSQL is not installed (Debian's postgresql package)" };
  let cluster;
  try {
    cluster = await createPgCluster({ ports: POSTGRES_PORTS });
    await cluster.start();
  } catch (error) {
    await cluster?.remove();
    return { skipped: error instanceof Error ? error.message : String(error) };
  }
  const versionText = execFileSync(join(bin, 'postgres'), ['--version']).toString();
  return { url: cluster.url(), version: /\d+(\.\d+)+/.exec(versionText)?.[0], stop: () => cluster.remove() };
}

/** The postmaster's pid: the first line of postmaster.pid, while it runs. */
function postmasterPid(dataDir) {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

/** The processes whose parent is `pid` (PostgreSQL's backends and helpers), from /proc. */
function childrenOf(pid) {
  const children = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // the fields after the command's closing parenthesis: state, then the parent's pid
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) children.push(Number(entry));
    } catch {
      // the process ended meanwhile
    }
  }
  return children;
}

function signal(pid, name) {
  try {
    process.kill(pid, name);
  } catch {
    // already gone
  }
}

/** SIGSTOP or SIGCONT to the whole server: the postmaster first on stop, last on continue. */
function signalServer(dataDir, name) {
  const pid = postmasterPid(dataDir);
  if (pid === undefined) return;
  const all = [pid, ...childrenOf(pid)];
  for (const each of name === 'SIGSTOP' ? all : all.reverse()) signal(each, name);
}

/** An immediate shutdown by the postmaster's pid, synchronous (for the exit handler). */
function killPostmaster(dataDir) {
  signalServer(dataDir, 'SIGCONT'); // stopped processes take no other signal
  const pid = postmasterPid(dataDir);
  if (pid !== undefined) signal(pid, 'SIGQUIT');
}

// A process that exits without removing its clusters (a crash, a test worker's kill) still stops
// their servers.
process.once('exit', () => {
  for (const dataDir of dataDirs) killPostmaster(dataDir);
});
