import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { expectRecordsRead, overHttp, readRecords, writeRecords } from '../helpers/backup-records';
import {
  createPgCluster,
  postgresBinariesForTests,
  postgresBinDir,
  removeAllPgClusters,
} from '../helpers/processes/pg-cluster';
import { startServer, stopAllServers } from '../helpers/processes/server-process';

// docs/server.md "Backups", PostgreSQL: `pg_dump -Fc` of the server's database, taken while the
// server runs, and `pg_restore` into a new database. The real server on a throw-away cluster
// takes the records; a second server started on the restored database serves them: the
// parameter, the account's login and the uploaded file's bytes (files live in the database).

const run = promisify(execFile);
const PG_PORTS: [number, number] = [55510, 55514];
const PORTS = [8172, 8173];
const folders: string[] = [];
// the demo data, whose captcha a test reads as a person does (a school's, SEED=school, is drawn
// for people only: docs/security.md "Captchas")
const ADMIN_PASSWORD = 'admin123';

afterAll(async () => {
  await stopAllServers();
  await removeAllPgClusters();
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

async function createDatabase(url: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
}

describe.skipIf(!postgresBinariesForTests())('PostgreSQL backup: pg_dump and pg_restore', () => {
  it(
    'restores a database a server serves every record from, the uploaded file included',
    { timeout: 120_000 },
    async () => {
      const bin = postgresBinDir()!;
      const folder = await mkdtemp(join(tmpdir(), 'csp-backup-postgres-'));
      folders.push(folder);
      const dump = join(folder, 'csp.dump');
      const cluster = await createPgCluster({ ports: PG_PORTS });
      await cluster.start();
      await createDatabase(cluster.url(), 'csp');

      const live = await startServer(PORTS[0], { DATABASE_URL: cluster.url('csp') });
      await writeRecords(overHttp(live.url), ADMIN_PASSWORD);
      // taken while the server runs: pg_dump reads one consistent snapshot
      await run(join(bin, 'pg_dump'), ['-Fc', '-f', dump, cluster.url('csp')]);
      expect(await live.stop('SIGTERM')).toBe(0);
      expect((await stat(dump)).size).toBeGreaterThan(0);

      await createDatabase(cluster.url(), 'restored');
      await run(join(bin, 'pg_restore'), ['--no-owner', '--exit-on-error', '-d', cluster.url('restored'), dump]);

      const restored = await startServer(PORTS[1], { DATABASE_URL: cluster.url('restored') });
      try {
        const read = await readRecords(overHttp(restored.url), ADMIN_PASSWORD);
        expectRecordsRead(read);
      } finally {
        await restored.stop('SIGTERM');
      }
    },
  );
});
