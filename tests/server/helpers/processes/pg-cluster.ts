import { postgresBinDir } from '../../../../scripts/bench/postgres-cluster.mjs';

// A throw-away PostgreSQL cluster for one test file: the benchmark's runner
// (scripts/bench/postgres-cluster.mjs: Debian's binaries, a temporary folder, a free port from the
// caller's range, loopback only). The tests that stop, start or break PostgreSQL need their own
// server (the shared one of .ci/with-postgres serves every file); each file removes its clusters
// with `removeAllPgClusters()` in its afterAll.

export {
  createPgCluster,
  postgresBinDir,
  removeAllPgClusters,
  type PgCluster,
} from '../../../../scripts/bench/postgres-cluster.mjs';

/**
 * Whether the tests that need PostgreSQL's binaries can run. In CI (CI=true) their absence is an
 * error, never a silent pass: .ci/run installs PostgreSQL before the tests. On a developer's
 * machine without them those tests are skipped, and this says why.
 */
export function postgresBinariesForTests(): boolean {
  if (postgresBinDir() !== undefined) return true;
  const reason = 'PostgreSQL binaries not found in /usr/lib/postgresql/*/bin (apt-get install postgresql)';
  if (process.env.CI === 'true' || process.env.CI === '1') throw new Error(`${reason}: required in CI`);
  console.warn(`skipping the tests that start their own PostgreSQL: ${reason}`);
  return false;
}
