import { and, eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Db } from '../../db/types';
import { signedUser } from '../../lib/file-signing';
import { isPublicFile } from './public-files';

// Who the raw file address `/csp/system/oss/file/<id>/<name>` serves (docs/api.md "Files"): the
// holder of a valid signature handed to a user who may still sign in, or anyone for a file the
// public website shows. The answer says how long the browser may keep the file: a signed one
// privately until its signature expires, a public one publicly for a short while (a withdrawn
// file stops being public within that while).

const PUBLIC_CACHE = 'public, max-age=300';

export type SignatureQuery = { e?: string; u?: string; s?: string };

async function mayStillSignIn(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: users.userId })
    .from(users)
    .where(and(eq(users.userId, userId), eq(users.status, '0')));
  return row !== undefined;
}

/** The Cache-Control to serve the file with; undefined: it is answered like a missing file. */
export async function rawFileAccess(
  db: Db,
  ossId: number,
  query: SignatureQuery,
  now: Date,
): Promise<string | undefined> {
  const userId = await signedUser(db, ossId, query, now);
  if (userId !== undefined && (await mayStillSignIn(db, userId))) {
    const left = Math.max(0, Math.floor(Number(query.e) - now.getTime() / 1000));
    return `private, max-age=${left}`;
  }
  return (await isPublicFile(db, ossId)) ? PUBLIC_CACHE : undefined;
}
