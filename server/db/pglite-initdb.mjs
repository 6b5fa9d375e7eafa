// Creates a new PGlite data folder (argv[2]) and exits. Run as a child process by
// server/db/client.ts: initdb's memory peak (about 800 MB) ends with this process.
import { PGlite } from '@electric-sql/pglite';

const db = await PGlite.create(process.argv[2]);
await db.close();
