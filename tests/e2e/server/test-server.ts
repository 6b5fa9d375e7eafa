import { readFile } from 'node:fs/promises';
import { serve } from '@hono/node-server';
import { createApp } from '../../../server/app';
import { entriesWritten } from '../../../server/lib/audit/trail';
import { ensureJobs } from '../../../server/areas/monitor/jobs/runner';
import { createPglite, pgliteDatabase } from '../../../server/db/client';
import type { Db } from '../../../server/db/types';
import { createWebApp, siteFetch } from '../../../server/web';
import { TestClock } from '../../server/helpers/clock';
import { restoreSnapshot } from '../../server/helpers/snapshot';
import type { FromParent, ToParent } from './messages';
import { TASKS } from './tasks';

// One browser test worker's server, in a process of its own (started by ./file-server.ts): the
// server's app and the production build exactly as server/main.ts serves them, over a PGlite
// database loaded from the run's migrated, seeded template, so that no other worker's test files
// write to it. The parent resets it to the seed before each test and moves its clock over this
// process's IPC channel, which is no HTTP route: nothing a browser can reach.

const template = process.env.E2E_TEMPLATE;
const webDir = process.env.E2E_WEB_DIR;
if (!template || !webDir) throw new Error('E2E_TEMPLATE and E2E_WEB_DIR name the template and the build');

const client = await createPglite(undefined, new Blob([await readFile(template)]));
const database = pgliteDatabase(client);
const clock = new TestClock();
const app = createApp({ db: database.db, clock });
// the jobs' rows, as server/main.ts makes them at start (its scheduler is not started here)
await ensureJobs(database.db, clock);

function send(message: ToParent): void {
  process.send?.(message);
}

async function answer(message: FromParent, db: Db): Promise<unknown> {
  switch (message.type) {
    case 'reset':
      // the last test's audit entries land before the restore, not in the next test
      await entriesWritten();
      clock.reset();
      await restoreSnapshot(db);
      return ensureJobs(db, clock);
    case 'advance-clock':
      return clock.advance(message.ms);
    case 'run': {
      const task = TASKS[message.task] as (db: Db, args: unknown) => Promise<unknown>;
      return task(db, message.args);
    }
  }
}

process.on('message', (message: FromParent) => {
  answer(message, database.db).then(
    (value) => send({ type: 'done', id: message.id, value }),
    (error: unknown) => send({ type: 'failed', id: message.id, error: String(error) }),
  );
});

const server = serve({ fetch: siteFetch(app, createWebApp(webDir)), port: 0, hostname: '127.0.0.1' }, (info) =>
  send({ type: 'listening', port: info.port }),
);

// The parent going away (a killed test run) takes this server with it.
process.on('disconnect', () => {
  server.close();
  void client.close().finally(() => process.exit(0));
});
