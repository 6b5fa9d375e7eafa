import { afterAll, expect, it } from 'vitest';
import { killDuringWrites } from '../helpers/processes/kill-during-writes';
import { createPgCluster, postgresBinariesForTests, removeAllPgClusters } from '../helpers/processes/pg-cluster';
import { stopAllServers } from '../helpers/processes/server-process';

// `kill -9` of the server during a burst of writes, on PostgreSQL (a throw-away cluster on ports
// 55523-55525, the server on 8183-8185; the scenario: ./support/kill-during-writes.ts). The
// database outlives the server: the transactions the kill cut are rolled back, the committed
// ones stay.

afterAll(async () => {
  await stopAllServers();
  await removeAllPgClusters();
});

it.runIf(postgresBinariesForTests())(
  'keeps on PostgreSQL every write the server answered before kill -9, and none half-written',
  async () => {
    const cluster = await createPgCluster({ ports: [55523, 55525] });
    await cluster.start();
    const counts = await killDuringWrites([8183, 8185], { DATABASE_URL: cluster.url() }, () => cluster.log());
    expect(counts.found).toBeGreaterThanOrEqual(counts.answered);
    console.log(`[kill -9 on PostgreSQL] ${JSON.stringify(counts)}`);
  },
  120_000,
);
