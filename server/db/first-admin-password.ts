import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { users } from './schema';
import type { Db } from './types';

// The password a school's first start made up for `admin` (SEED=school without ADMIN_PASSWORD)
// is kept in a file of the data folder that only the server's user may read, and only its path is
// printed: the server's output ends up in the service manager's log, kept for ever and read by
// more people than the administrator. The account must change the password at its first login
// (docs/security.md "First password"); the first start after that removes the file.

export const FIRST_PASSWORD_FILE = 'first-admin-password';

const fileIn = (dataDir: string) => join(resolve(dataDir), FIRST_PASSWORD_FILE);

/** Writes the password to `<dataDir>/first-admin-password` (mode 0600, the folder made if need be); answers the path. */
export async function keepFirstAdminPassword(dataDir: string, password: string): Promise<string> {
  const file = fileIn(dataDir);
  await mkdir(resolve(dataDir), { recursive: true });
  // a file left by an earlier attempt is replaced by a new one, created with the mode
  await rm(file, { force: true });
  await writeFile(file, `${password}\n`, { mode: 0o600, flag: 'wx' });
  return file;
}

/** The lines that tell where the made-up password is, never the password. */
export function firstAdminPasswordNotice(file: string): string {
  return (
    `[server] a new school's database: the password of the account admin is in ${file} (readable by this user only)\n` +
    '[server] log in with it: the console then asks for a password of your own; the file is removed at the next start after that'
  );
}

/** Removes the file once `admin` has chosen its own password; answers the path removed, or null. */
export async function removeSpentFirstPassword(db: Db, dataDir: string): Promise<string | null> {
  const file = fileIn(dataDir);
  if (!existsSync(file)) return null;
  const [waiting] = await db
    .select({ userId: users.userId })
    .from(users)
    .where(and(eq(users.userName, 'admin'), eq(users.passwordChangeRequired, true)));
  if (waiting) return null;
  await rm(file, { force: true });
  return file;
}
