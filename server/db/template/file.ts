import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extract } from 'tar';

// The empty, migrated PGlite database shipped with the server (made by ./make.ts): a new data
// folder is loaded from it instead of paying PGlite's initdb.

export const TEMPLATE_FILE = join(dirname(fileURLToPath(import.meta.url)), 'pglite-empty.tar.gz');

/** The template as PGlite loads it, or nothing when it is missing (initdb then makes the database). */
export async function emptyTemplate(): Promise<Blob | undefined> {
  if (!existsSync(TEMPLATE_FILE)) return undefined;
  return new Blob([await readFile(TEMPLATE_FILE)]);
}

/**
 * Writes the template's files into `dir` (a new, empty folder), read in pieces: PGlite then
 * opens it as an existing database. Loading the same file through PGlite (`loadDataDir`) holds the
 * whole unpacked archive in memory at once, about 100 MB more at the peak of a first start.
 * tar's synchronous mode: the child that makes the database has nothing else to do meanwhile, and
 * its 1,300 files took 1.5 s through tar's streams against 0.6 s this way.
 * False when there is no template.
 */
export async function unpackTemplate(dir: string): Promise<boolean> {
  if (!existsSync(TEMPLATE_FILE)) return false;
  await mkdir(dir, { recursive: true });
  const problems: string[] = [];
  extract({
    file: TEMPLATE_FILE,
    cwd: dir,
    sync: true,
    // The archive's names begin with '/', the database folder's root: tar takes them as relative
    // and says so (TAR_ENTRY_INFO). Anything else it would skip is a damaged template.
    onwarn: (code, message) => {
      if (code !== 'TAR_ENTRY_INFO') problems.push(`${code}: ${String(message)}`);
    },
  });
  if (problems.length) throw new Error(problems.join('; '));
  return true;
}
