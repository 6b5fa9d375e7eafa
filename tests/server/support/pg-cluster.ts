import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort, releasePort } from './free-port';

// A throw-away PostgreSQL cluster for one test file: Debian's binaries, a temporary folder, a
// free port from the caller's range, loopback only. The tests that stop, start or break
// PostgreSQL need their own server (the shared one of .ci/with-postgres serves every file).
// Everything started here is stopped: by `removeAllPgClusters()` in the caller's afterAll, and
// failing that (a worker that dies) by signalling each postmaster's pid when the process exits.

const run = promisify(execFile);

/** The newest `/usr/lib/postgresql/<version>/bin` with initdb and pg_ctl, if any. */
export function postgresBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'initdb')) && existsSync(join(root, name, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(a) - Number(b));
  return versions.length ? join(root, versions[versions.length - 1], 'bin') : undefined;
}

export function hasPostgresBinaries(): boolean {
  return postgresBinDir() !== undefined;
}

/**
 * Whether the tests that need PostgreSQL's binaries can run. In CI (CI=true) their absence is an
 * error, never a silent pass: .ci/run installs PostgreSQL before the tests. On a developer's
 * machine without them those tests are skipped, and this says why.
 */
export function postgresBinariesForTests(): boolean {
  if (hasPostgresBinaries()) return true;
  const reason = 'PostgreSQL binaries not found in /usr/lib/postgresql/*/bin (apt-get install postgresql)';
  if (process.env.CI === 'true' || process.env.CI === '1') throw new Error(`${reason}: required in CI`);
  console.warn(`skipping the tests that start their own PostgreSQL: ${reason}`);
  return false;
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** PostgreSQL refuses to run as root: root runs its binaries as the postgres user. */
function asPostgres(binary: string, args: string[]): [string, string[]] {
  return isRoot ? ['runuser', ['-u', 'postgres', '--', binary, ...args]] : [binary, args];
}

export interface PgCluster {
  readonly port: number;
  /** the temporary folder: `data/` (the cluster), `log`, and the unix socket */
  readonly dir: string;
  /** postgres://postgres@127.0.0.1:<port>/<database> (trust authentication) */
  url(database?: string): string;
  start(): Promise<void>;
  /** a fast shutdown: open connections are cut, nothing waits for clients */
  stop(): Promise<void>;
  restart(): Promise<void>;
  /**
   * Freezes the server (SIGSTOP to the postmaster and every backend): connections are accepted
   * by the kernel but never answered, queries never return. A database gone silent, not gone.
   */
  pause(): void;
  /** Lets a paused server run on (SIGCONT). */
  resume(): void;
  /** stop, then delete the folder */
  remove(): Promise<void>;
  /** the server's log so far, for a failing test's message */
  log(): string;
}

export interface PgClusterOptions {
  /** the ports this caller may use, inclusive */
  ports: [number, number];
  /** extra `-c name=value` settings for the server */
  settings?: Record<string, string>;
}

const live = new Set<PgCluster>();
/** every data folder made here, for the exit handler below */
const dataDirs = new Set<string>();

/** Creates a cluster (initdb) on a free port of the range; `start()` starts it. */
export async function createPgCluster(options: PgClusterOptions): Promise<PgCluster> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL binaries not found in /usr/lib/postgresql/*/bin');
  const port = await freePort(...options.ports);
  const dir = await mkdtemp(join(tmpdir(), 'csp-test-postgres-'));
  if (isRoot) {
    const { uid, gid } = postgresUser();
    await chown(dir, uid, gid);
  }
  const dataDir = join(dir, 'data');
  const logFile = join(dir, 'log');
  const pgctl = (args: string[]) => run(...asPostgres(join(bin, 'pg_ctl'), ['-D', dataDir, ...args]));

  try {
    await run(...asPostgres(join(bin, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']));
  } catch (error) {
    releasePort(port);
    await rm(dir, { recursive: true, force: true });
    throw error;
  }

  const settings = { listen_addresses: '127.0.0.1', ...options.settings };
  const serverOptions = [`-p ${port}`, `-k ${dir}`, ...Object.entries(settings).map(([k, v]) => `-c ${k}=${v}`)];
  let running = false;

  const cluster: PgCluster = {
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

/** For the caller's afterAll: stops and deletes every cluster this process created. */
export async function removeAllPgClusters(): Promise<void> {
  await Promise.all([...live].map((cluster) => cluster.remove()));
}

function postgresUser(): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** The postmaster's pid: the first line of postmaster.pid, while it runs. */
function postmasterPid(dataDir: string): number | undefined {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

/** The processes whose parent is `pid` (PostgreSQL's backends and helpers), from /proc. */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
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

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // already gone
  }
}

/** SIGSTOP or SIGCONT to the whole server: the postmaster first on stop, last on continue. */
function signalServer(dataDir: string, name: 'SIGSTOP' | 'SIGCONT'): void {
  const pid = postmasterPid(dataDir);
  if (pid === undefined) return;
  const all = [pid, ...childrenOf(pid)];
  for (const each of name === 'SIGSTOP' ? all : all.reverse()) signal(each, name);
}

/** An immediate shutdown by the postmaster's pid, synchronous (for the exit handler). */
function killPostmaster(dataDir: string): void {
  signalServer(dataDir, 'SIGCONT'); // stopped processes take no other signal
  const pid = postmasterPid(dataDir);
  if (pid !== undefined) signal(pid, 'SIGQUIT');
}

// A worker that exits without its afterAll (a crash, a timeout's kill) still stops its servers.
process.once('exit', () => {
  for (const dataDir of dataDirs) killPostmaster(dataDir);
});
