import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

// A new PGlite database is made by a child process (./pglite-create.ts), from the shipped empty
// template (./template/) or, failing that, by initdb; its memory and the seed's work end with the
// child, so the server's process only ever opens a finished database. This module imports nothing
// but Node's own, so that the server can wait for the child before it loads the rest of itself
// (docs/server.md "First start").

const HERE = dirname(fileURLToPath(import.meta.url));
// pglite-create.ts beside this file in the source, pglite-create.mjs beside the bundle
// (scripts/build-server.mjs): the same extension as the running code's.
const CREATE_SCRIPT = join(HERE, `pglite-create${extname(fileURLToPath(import.meta.url))}`);

/** Where the database of a data folder lives. */
export function pgliteFolder(dataDir: string): string {
  return join(resolve(dataDir), 'pglite');
}

/**
 * Makes the database of `dataDir` when it has none; true when it did. The child builds the
 * folder beside its place and it is renamed into place when complete: a start interrupted on the
 * way leaves no half-made database behind.
 */
export async function makePgliteFolder(dataDir: string): Promise<boolean> {
  const pgDir = pgliteFolder(dataDir);
  if (existsSync(join(pgDir, 'PG_VERSION'))) return false;
  if (existsSync(pgDir) && (await readdir(pgDir)).length) {
    throw new Error(`${pgDir} is not empty and holds no database: move it away or set DATA_DIR`);
  }
  const building = `${pgDir}.initdb-${process.pid}`;
  await mkdir(dataDir, { recursive: true });
  await rm(building, { recursive: true, force: true });
  // The same loader flags (tsx) as this process, without a debugger's (its port is taken).
  // PostgreSQL's code runs once here, for the migrations and the seed: V8's baseline compiler
  // alone (no optimising tier) makes the child's peak a fifth smaller for a second more.
  const flags = process.execArgv.filter((flag) => !flag.startsWith('--inspect'));
  const { stdout } = await promisify(execFile)(process.execPath, [...flags, '--liftoff-only', CREATE_SCRIPT, building]);
  // what it tells (its log lines, a school's made-up admin password) reaches the server's output
  if (stdout) process.stdout.write(stdout);
  await rm(pgDir, { recursive: true, force: true }); // an empty folder at most, checked above
  await rename(building, pgDir);
  return true;
}
