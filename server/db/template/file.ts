import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The empty, migrated PGlite database shipped with the server (made by ./make.ts): a new data
// folder is loaded from it instead of paying PGlite's initdb.

export const TEMPLATE_FILE = join(dirname(fileURLToPath(import.meta.url)), 'pglite-empty.tar.gz');

/** The template as PGlite loads it, or nothing when it is missing (initdb then makes the database). */
export async function emptyTemplate(): Promise<Blob | undefined> {
  if (!existsSync(TEMPLATE_FILE)) return undefined;
  return new Blob([await readFile(TEMPLATE_FILE)]);
}
