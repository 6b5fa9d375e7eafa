import { access, open, rename, rm, writeFile } from 'node:fs/promises';
import { createPglite, pgliteDatabase } from '../../../server/db/client';
import { prepareDatabase } from '../../../server/db/prepare';
import { takeSnapshot } from './snapshot';

// The PGlite template of the tests: a migrated, seeded database with its snapshot, dumped to a
// file that each worker loads (tests/server/helpers/harness.ts) instead of paying an initdb of its own.
// The dump is a plain tar (68 MB), not gzipped (7 MB): every component test file on the server and
// every browser test file's server loads it, and gunzip was 0.9 s of CPU of each load's 1.7.

/** Creates, migrates, seeds and snapshots a database and dumps it to `file`. */
export async function writePgliteTemplate(file: string): Promise<void> {
  const client = await createPglite();
  const database = pgliteDatabase(client);
  await prepareDatabase(database);
  await takeSnapshot(database.db);
  const dump = await client.dumpDataDir('none');
  await client.close();
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** The longest a worker waits for another worker's template (an initdb on a loaded machine). */
const TEMPLATE_WAIT_MS = 120_000;

/**
 * Makes the template the first time a worker of the run asks for it: the unit project's runs
 * mostly need no server, so its global setup only names the file. One worker takes a lock file
 * and writes the template; the others wait until it is there.
 */
export async function ensurePgliteTemplate(file: string): Promise<void> {
  if (await exists(file)) return;
  const lock = await open(`${file}.lock`, 'wx').catch(() => undefined);
  if (lock) {
    try {
      await writePgliteTemplate(`${file}.part`);
      await rename(`${file}.part`, file);
    } finally {
      await lock.close();
      await rm(`${file}.lock`, { force: true });
    }
    return;
  }
  const deadline = Date.now() + TEMPLATE_WAIT_MS;
  while (!(await exists(file))) {
    // the lock goes only after the file is in place: no lock and no file means its maker failed
    if (!(await exists(`${file}.lock`)) && !(await exists(file)))
      throw new Error(`no test database template at ${file}`);
    if (Date.now() > deadline) throw new Error(`no test database template at ${file} yet`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
