import { PGlite } from '@electric-sql/pglite';
import { readSettings } from '../settings';
import { pgliteDatabase } from './client';
import { newAdminPasswordNotice, prepareDatabase } from './prepare';

// Creates a new PGlite database in argv[2], migrated and seeded (SEED, ADMIN_PASSWORD of the
// server's environment), and exits. Run as a child process by server/db/client.ts: initdb's
// memory peak (about 800 MB), the migrations and the seed's work end with this process, and the
// server only opens the finished folder. What it prints the server passes on (a made-up admin
// password, told once).

const settings = readSettings();
const client = await PGlite.create(process.argv[2]);
const prepared = await prepareDatabase(pgliteDatabase(client), settings);
await client.close();
if (prepared.newAdminPassword) console.log(newAdminPasswordNotice(prepared.newAdminPassword));
