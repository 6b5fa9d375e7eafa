import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { killDuringWrites } from './support/kill-during-writes';
import { stopAllServers } from './support/server-process';

// `kill -9` of the server during a burst of writes, on PGlite in a data folder of its own
// (the scenario: ./support/kill-during-writes.ts). PGlite lives in the server's process, so
// the kill stops the database itself mid-write; the restart recovers it from its WAL.

afterAll(stopAllServers);

it('keeps on PGlite every write the server answered before kill -9, and none half-written', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'csp-kill-pglite-'));
  try {
    const counts = await killDuringWrites({ DATABASE_URL: '', DATA_DIR: dataDir });
    expect(counts.found).toBeGreaterThanOrEqual(counts.answered);
    console.log(`[kill -9 on PGlite] ${JSON.stringify(counts)}`);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}, 120_000);
