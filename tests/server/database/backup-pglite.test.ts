import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { expectRecordsRead, overHttp, readRecords, writeRecords } from '../helpers/backup-records';
import { startServer, stopAllServers } from '../helpers/processes/server-process';

// docs/server.md "Backups", PGlite: the backup is a copy of the data folder taken while the
// server is stopped. The real server (node --import tsx server/main.ts) on a new data folder
// takes the records, stops on SIGTERM, the folder is copied and the original deleted, and a
// server started on the copy alone serves them: the parameter, the account's login and the
// uploaded file's bytes.

const PORTS = [8170, 8171];
const folders: string[] = [];
// the demo data, whose captcha a test reads as a person does (a school's, SEED=school, is drawn
// for people only: docs/security.md "Captchas")
const ADMIN_PASSWORD = 'admin123';

afterAll(async () => {
  await stopAllServers();
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

describe('PGlite backup: a copy of the stopped data folder', () => {
  it('holds every record, the uploaded file included', { timeout: 120_000 }, async () => {
    const root = await mkdtemp(join(tmpdir(), 'csp-backup-pglite-'));
    folders.push(root);
    const live = join(root, 'data');
    const backup = join(root, 'backup');

    const first = await startServer(PORTS[0], { DATA_DIR: live });
    await writeRecords(overHttp(first.url), ADMIN_PASSWORD);
    expect(await first.stop('SIGTERM')).toBe(0);

    await cp(live, backup, { recursive: true });
    await rm(live, { recursive: true });
    expect(await readdir(backup)).toContain('pglite');

    const restored = await startServer(PORTS[1], { DATA_DIR: backup });
    try {
      const read = await readRecords(overHttp(restored.url), ADMIN_PASSWORD);
      expectRecordsRead(read);
    } finally {
      await restored.stop('SIGTERM');
    }
  });
});
