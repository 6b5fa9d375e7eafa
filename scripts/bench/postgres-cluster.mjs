// A throw-away PostgreSQL cluster for the load benchmark (bench/server-load.mjs), made the way
// .ci/with-postgres makes one: Debian's binaries, a new cluster in a temporary folder (trust on
// loopback, its socket in that folder), a port of our own, run as the postgres user when we are
// root (PostgreSQL refuses root). It is stopped and its folder removed by stop(), on failure too.
// Without Debian's PostgreSQL installed it answers why not, and the benchmark skips what needs it.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './ports.mjs';

/** The ports the benchmark may give PostgreSQL. */
export const POSTGRES_PORTS = [55500, 55501, 55502, 55503, 55504, 55505, 55506, 55507, 55508, 55509];

/** The newest /usr/lib/postgresql/<version>/bin, or null. */
function postgresBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(a) - Number(b));
  return versions.length ? join(base, versions.at(-1), 'bin') : null;
}

/**
 * Starts a cluster; answers `{ url, version, stop() }` (url: the postgres database as the
 * postgres user), or `{ skipped: reason }` when PostgreSQL is not installed or no port is free.
 */
export async function startPostgresCluster() {
  const bin = postgresBin();
  if (!bin) return { skipped: "PostgreSQL is not installed (Debian's postgresql package)" };
  const port = await freePort(POSTGRES_PORTS);
  if (!port) return { skipped: `no free port among ${POSTGRES_PORTS[0]}-${POSTGRES_PORTS.at(-1)}` };
  const dir = mkdtempSync(join(tmpdir(), 'csp-bench-postgres-'));
  const root = process.getuid?.() === 0;
  if (root) chownSync(dir, Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout), 0);
  const asPostgres = (command, args) => {
    const [file, argv] = root ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    const run = spawnSync(file, argv, { encoding: 'utf8', timeout: 60_000 });
    if (run.status !== 0) throw new Error(`${command} ${args[0]} failed: ${run.stdout}${run.stderr}`);
    return run.stdout;
  };
  const data = join(dir, 'data');
  const stop = () => {
    try {
      asPostgres(join(bin, 'pg_ctl'), ['stop', '-D', data, '-m', 'fast', '-w']);
    } catch {
      // not started, or gone: its postmaster by the pid it wrote, if any is left
      try {
        process.kill(Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]), 'SIGINT');
      } catch {
        // nothing left to stop
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    asPostgres(join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres']);
    asPostgres(join(bin, 'pg_ctl'), [
      'start',
      '-D',
      data,
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
      '-l',
      join(dir, 'log'),
      '-w',
    ]);
  } catch (error) {
    stop();
    throw error;
  }
  const version = /\d+(\.\d+)+/.exec(spawnSync(join(bin, 'postgres'), ['--version'], { encoding: 'utf8' }).stdout)?.[0];
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, version, stop };
}
