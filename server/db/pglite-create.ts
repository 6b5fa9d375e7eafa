import { rm } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { createLogger } from '../lib/log';
import { readLogSettings, readSettings } from '../settings';
import { createPglite, pgliteDatabase } from './client';
import { firstAdminPasswordNotice, keepFirstAdminPassword } from './first-admin-password';
import { appliedMigrations } from './migration-names';
import { prepareDatabase } from './prepare';
import { logPrepared } from './prepare-log';
import { unpackTemplate } from './template/file';

// Creates a new PGlite database in argv[2], migrated and seeded (SEED, ADMIN_PASSWORD of the
// server's environment), and exits. Run as a child process by server/db/client.ts, so that the
// work of making it ends with this process and the server only opens the finished folder. The
// database is loaded from the shipped empty template (server/db/template/) when there is one that
// this PGlite can read, else made by initdb (a memory peak near 850 MB); the migrations newer than
// the template and the seed come on top. What it prints the server passes on: its log lines (how
// the database was made, the migrations applied, the seed) and where a made-up admin password is
// kept (./first-admin-password.ts).

async function create(dir: string): Promise<PGlite> {
  try {
    if (await unpackTemplate(dir)) return await createPglite(dir);
  } catch (error) {
    console.error(`[db] the shipped template could not be loaded (${String(error)}): making the database anew`);
    await rm(dir, { recursive: true, force: true });
  }
  return createPglite(dir);
}

const settings = readSettings();
const log = createLogger(readLogSettings());
const client = await create(process.argv[2]);
const database = pgliteDatabase(client);
const fromTemplate = await appliedMigrations(database.db);
if (fromTemplate.length) {
  const latestMigration = fromTemplate[fromTemplate.length - 1];
  log.info(
    { created: 'template', dataDir: settings.dataDir, latestMigration },
    `a new PGlite database in ${settings.dataDir}, from the shipped template (migrations up to ${latestMigration})`,
  );
} else log.info({ created: 'initdb', dataDir: settings.dataDir }, `a new PGlite database in ${settings.dataDir}`);
const prepared = await prepareDatabase(database, settings);
logPrepared(log, prepared);
await client.close();
if (prepared.newAdminPassword) {
  console.log(firstAdminPasswordNotice(await keepFirstAdminPassword(settings.dataDir, prepared.newAdminPassword)));
}
