import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, inject, it } from 'vitest';
import { createPglite } from '../../../server/db/client';
import { killDuringWrites } from '../helpers/processes/kill-during-writes';
import { stopAllServers } from '../helpers/processes/server-process';

// `kill -9` of the server during a burst of writes, on PGlite in a data folder of its own, port
// 8180-8182 (the scenario: ./support/kill-during-writes.ts). PGlite lives in the server's
// process, so the kill stops the database itself mid-write; the restart recovers it from its WAL.

afterAll(stopAllServers);

/**
 * A data folder holding the run's seeded database (tests/server/helpers/global-setup.ts) when the run
 * has a PGlite template: the server's own first start (a child making the database) is not what
 * this file tests, and costs half a minute on a loaded machine. Otherwise an empty folder, which
 * the server's first start fills.
 */
async function dataFolder(): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'csp-kill-pglite-'));
  const config = inject('serverDb');
  if (config.engine === 'pglite') {
    const template = new Blob([await readFile(config.template)]);
    await (await createPglite(join(dataDir, 'pglite'), template)).close();
  }
  return dataDir;
}

it('keeps on PGlite every write the server answered before kill -9, and none half-written', async () => {
  const dataDir = await dataFolder();
  try {
    const counts = await killDuringWrites([8180, 8182], { DATABASE_URL: '', DATA_DIR: dataDir });
    expect(counts.found).toBeGreaterThanOrEqual(counts.answered);
    console.log(`[kill -9 on PGlite] ${JSON.stringify(counts)}`);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}, 120_000);
