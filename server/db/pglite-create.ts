import { PGlite } from '@electric-sql/pglite';
import { pgliteDatabase } from './client';
import { prepareDatabase } from './prepare';

// Creates a new PGlite database in argv[2], migrated and seeded, and exits. Run as a child
// process by server/db/client.ts: initdb's memory peak (about 800 MB), the migrations and the
// seed's work end with this process, and the server only opens the finished folder.

const client = await PGlite.create(process.argv[2]);
await prepareDatabase(pgliteDatabase(client));
await client.close();
