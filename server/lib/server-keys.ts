import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { serverSecrets } from '../db/schema';
import type { Db } from '../db/types';

// The server's signing keys (sys_server_secret): each made on first use and shared by every
// instance on the database, read once per process.

const keys = new Map<string, WeakMap<Db, Promise<Buffer>>>();

async function readOrMakeKey(db: Db, name: string): Promise<Buffer> {
  // insert-if-absent, then read: two instances starting together end up with the same key
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing({ target: serverSecrets.name });
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  return Buffer.from(row.value, 'base64');
}

/** The key called `name` of this database. */
export function serverKey(db: Db, name: string): Promise<Buffer> {
  let ofName = keys.get(name);
  if (!ofName) keys.set(name, (ofName = new WeakMap()));
  let key = ofName.get(db);
  if (!key) {
    key = readOrMakeKey(db, name);
    // a failed read (database down) is tried again by the next request, not remembered
    const made = ofName;
    key.catch(() => made.delete(db));
    ofName.set(db, key);
  }
  return key;
}
