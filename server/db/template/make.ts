import { writeFile } from 'node:fs/promises';
import { installAuditTriggers } from '../audit-triggers';
import { createPglite, pgliteDatabase } from '../client';
import { TEMPLATE_FILE } from './file';

// `npm run db:template`: writes the empty, migrated PGlite database a new data folder starts from
// (./file.ts), so that a first start loads it (about 350 MB and 2 s) instead of running initdb
// (about 850 MB and 7 s). Run it after `npm run db:generate`; a template behind the migrations
// still works (the start applies the newer ones), it only costs the start their time. The audit
// trail's triggers are made in it too (half a second of a first start); after a change to them
// (server/db/audit-triggers.ts) run it again, as its test says.

const client = await createPglite();
// as a start migrates and makes them (server/db/prepare.ts)
await pgliteDatabase(client).exclusive(async (db, migrate) => {
  await migrate();
  await installAuditTriggers(db);
});
const dump = await client.dumpDataDir('gzip');
await client.close();
await writeFile(TEMPLATE_FILE, Buffer.from(await dump.arrayBuffer()));
console.log(`[db] wrote ${TEMPLATE_FILE} (${Math.round(dump.size / 1024)} KiB)`);
