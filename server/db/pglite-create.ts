import { PGlite } from '@electric-sql/pglite';
import { readSettings } from '../settings';
import { createPglite, pgliteDatabase } from './client';
import { firstAdminPasswordNotice, keepFirstAdminPassword } from './first-admin-password';
import { prepareDatabase } from './prepare';
import { emptyTemplate } from './template/file';

// Creates a new PGlite database in argv[2], migrated and seeded (SEED, ADMIN_PASSWORD of the
// server's environment), and exits. Run as a child process by server/db/client.ts, so that the
// work of making it ends with this process and the server only opens the finished folder. The
// database is loaded from the shipped empty template (server/db/template/) when there is one that
// this PGlite can read, else made by initdb (a memory peak near 850 MB); the migrations newer than
// the template and the seed come on top. What it prints the server passes on (where a made-up admin
// password is kept: ./first-admin-password.ts).

async function create(dir: string): Promise<PGlite> {
  const template = await emptyTemplate();
  if (template) {
    try {
      return await createPglite(dir, template);
    } catch (error) {
      console.error(`[db] the shipped template could not be loaded (${String(error)}): making the database anew`);
    }
  }
  return createPglite(dir);
}

const settings = readSettings();
const client = await create(process.argv[2]);
const prepared = await prepareDatabase(pgliteDatabase(client), settings);
await client.close();
if (prepared.newAdminPassword) {
  console.log(firstAdminPasswordNotice(await keepFirstAdminPassword(settings.dataDir, prepared.newAdminPassword)));
}
